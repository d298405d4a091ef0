/**
 * The musical's banner cards (spec 2 §2): image, title, subtitle and a button, through the one
 * link rule (BlockLink); show pages load as a document, as the spec asks.
 */
import { BlockLink } from "../../components/blocks/BlockLink";
import { CmsImage } from "../../components/CmsImage";
import type { Lang } from "../../i18n/lang";
import type { BannerCardVM } from "../../view/musical/blocks";

export function BannerCards({ cards }: { cards: BannerCardVM[]; lang: Lang }) {
  if (cards.length === 0) return null;
  return (
    <section className="show-block musical-cards">
      <ul className="musical-cards__list">
        {cards.map((card) => (
          <li key={card.id} className="musical-card">
            {card.image && <CmsImage className="musical-card__image" image={card.image} alt="" maxWidth={640} sizes="(max-width: 767px) 100vw, 400px" />}
            <div className="musical-card__body">
              {/* The cards have no heading above them: each heads a section of its own, not the cast's. */}
              {card.title && <h2 className="musical-card__title">{card.title}</h2>}
              {card.subtitle && <p className="musical-card__subtitle">{card.subtitle}</p>}
              {card.link ? (
                <BlockLink link={card.link} fullLoad={card.link.fullLoad} className="button button--white musical-card__button">
                  {card.buttonText}
                </BlockLink>
              ) : (
                <span className="musical-card__label">{card.buttonText}</span>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
