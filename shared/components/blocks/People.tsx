/**
 * Persons, person groups, sponsors and quotes (spec 2 block 9). Lists of seven or more persons
 * switch to the compact 'many' layout (spec 2 §9).
 */
import { BLOCK_TEXTS } from "../../i18n/block-texts";
import type { Lang } from "../../i18n/lang";
import type { PersonGroupVM, PersonVM, PersonsVM, QuoteVM, SponsorVM } from "../../view/blocks/people";
import { CmsImage } from "../CmsImage";
import { RichText } from "../RichText";
import { BlockLink } from "./BlockLink";

function Person({ person, lang }: { person: PersonVM; lang: Lang }) {
  return (
    <li className={person.large ? "person person--large" : "person"}>
      <CmsImage className="person__picture" image={person.picture} alt="" maxWidth={320} sizes="(max-width: 767px) 40vw, 240px" />
      <div className="person__body">
        <h3 className="person__name">{person.link ? <BlockLink link={person.link}>{person.name}</BlockLink> : person.name}</h3>
        {person.quote && <p className="person__quote">{person.quote}</p>}
        {person.descriptionHtml && <RichText className="person__description" html={person.descriptionHtml} lang={lang} />}
      </div>
    </li>
  );
}

export function PersonList({ list, lang }: { list: PersonsVM; lang: Lang }) {
  return (
    <ul className={list.many ? "persons__list persons__list--many" : "persons__list"}>
      {list.items.map((p) => (
        <Person key={p.id} person={p} lang={lang} />
      ))}
    </ul>
  );
}

export function Persons({ persons, lang }: { persons: PersonsVM; lang: Lang }) {
  if (persons.items.length === 0) return null;
  return (
    <section className="block persons" aria-label={BLOCK_TEXTS[lang].persons}>
      {/* The persons' names are h3s: this block's own (unseen) h2 keeps the heading levels in order. */}
      <h2 className="visually-hidden">{BLOCK_TEXTS[lang].persons}</h2>
      <PersonList list={persons} lang={lang} />
    </section>
  );
}

export function PersonGroups({ groups, lang }: { groups: PersonGroupVM[]; lang: Lang }) {
  if (groups.length === 0) return null;
  return (
    <>
      {groups.map((g) => (
        <section key={g.id} className="block persons person-group">
          <h2 className="block__title">{g.name}</h2>
          <PersonList list={g} lang={lang} />
        </section>
      ))}
    </>
  );
}

export function Sponsors({ sponsors, lang }: { sponsors: SponsorVM[]; lang: Lang }) {
  if (sponsors.length === 0) return null;
  return (
    <section className="block sponsors">
      <h2 className="block__title">{BLOCK_TEXTS[lang].sponsors}</h2>
      <ul className="sponsors__list">
        {sponsors.map((s) => {
          const logo = <CmsImage className="sponsors__logo" image={s.image} alt={s.name} maxWidth={320} sizes="200px" />;
          return <li key={s.id}>{s.link ? <BlockLink link={s.link}>{logo}</BlockLink> : logo}</li>;
        })}
      </ul>
    </section>
  );
}

export function Quotes({ quotes, lang }: { quotes: QuoteVM[]; lang: Lang }) {
  if (quotes.length === 0) return null;
  return (
    <section className="block quotes" aria-label={BLOCK_TEXTS[lang].quotes}>
      <ul className="quotes__list">
        {quotes.map((q) => (
          <li key={q.id}>
            <figure className="quote">
              {q.picture && <CmsImage className="quote__picture" image={q.picture} alt="" maxWidth={320} sizes="96px" />}
              <blockquote className="quote__text">
                <p>{q.quote}</p>
              </blockquote>
              <figcaption className="quote__name">{q.name}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
