/**
 * The musical's banner cards (spec 2 §2): image, title, subtitle and a button. Site paths go
 * through the router; show pages get a plain link (a full page load, as the spec asks); other
 * hosts open as classified by the link rules.
 */
import { Link } from "react-router";
import { CmsImage } from "../../components/CmsImage";
import type { Lang } from "../../i18n/lang";
import { MUSICAL_TEXTS } from "../../i18n/musical-texts";
import type { BannerCardVM } from "../../view/musical/blocks";

function CardLink({ link, lang, children }: { link: NonNullable<BannerCardVM["link"]>; lang: Lang; children: string }) {
  if (link.kind === "router") {
    return (
      <Link className="button button--white musical-card__button" to={link.href}>
        {children}
      </Link>
    );
  }
  return (
    <a className="button button--white musical-card__button" href={link.href} target={link.newTab ? "_blank" : undefined} rel={link.rel} data-link={link.kind}>
      {children}
      {link.newTab && <span className="visually-hidden"> {MUSICAL_TEXTS[lang].newTab}</span>}
    </a>
  );
}

export function BannerCards({ cards, lang }: { cards: BannerCardVM[]; lang: Lang }) {
  if (cards.length === 0) return null;
  return (
    <section className="show-block musical-cards">
      <ul className="musical-cards__list">
        {cards.map((card) => (
          <li key={card.id} className="musical-card">
            {card.image && <CmsImage className="musical-card__image" image={card.image} alt="" maxWidth={640} sizes="(max-width: 767px) 100vw, 400px" />}
            <div className="musical-card__body">
              {card.title && <h3 className="musical-card__title">{card.title}</h3>}
              {card.subtitle && <p className="musical-card__subtitle">{card.subtitle}</p>}
              {card.link ? <CardLink link={card.link} lang={lang}>{card.buttonText}</CardLink> : <span className="musical-card__label">{card.buttonText}</span>}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
