/** 'Others also viewed' (spec 2 §2): image, heading, subheading and sales button per show. */
import { AppLink } from "../../components/AppLink";
import { CmsImage } from "../../components/CmsImage";
import { SalesButton } from "../../components/SalesButton";
import type { RelatedCard } from "../../view/show/related";

/** Also the content page's recommended shows; each page names the list (the show page's texts stay with it). */
export function RelatedShows({ cards, title }: { cards: RelatedCard[]; title: string }) {
  if (cards.length === 0) return null;
  return (
    <section className="show-related">
      <div className="container">
        <h2 className="show-related__heading">{title}</h2>
        <ul className="card-grid show-related__list">
          {cards.map((card) => (
            <li key={card.id} className="show-related__card">
              <AppLink to={card.href} className="show-related__link">
                <span className="show-related__media">
                  {card.image && <CmsImage image={card.image} alt="" maxWidth={440} sizes="(max-width: 767px) 100vw, 400px" />}
                </span>
                <span className="show-related__title">{card.heading}</span>
              </AppLink>
              {card.subheading && <p className="show-related__sub">{card.subheading}</p>}
              {card.button && <SalesButton button={card.button} className="show-related__button" />}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
