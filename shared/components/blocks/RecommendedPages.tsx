/**
 * Recommended pages (spec 2 §2): cards with image, heading and subheading, or the alternative
 * display (changeGenreDisplay): a compact row of tiles with the heading over the image.
 */
import { AppLink } from "../AppLink";
import { BLOCK_TEXTS } from "../../i18n/block-texts";
import type { Lang } from "../../i18n/lang";
import type { RecommendedPagesVM } from "../../view/blocks/recommended";
import { CmsImage } from "../CmsImage";

export function RecommendedPages({ pages, lang }: { pages: RecommendedPagesVM | undefined; lang: Lang }) {
  if (!pages) return null;
  return (
    <section className={`block recommended recommended--${pages.display}`}>
      <h2 className="block__title">{BLOCK_TEXTS[lang].recommendedPages}</h2>
      <ul className="recommended__list">
        {pages.items.map((p) => (
          <li key={p.id} className="recommended__item">
            <AppLink className="recommended__link" to={p.href}>
              <span className="recommended__media">{p.image && <CmsImage className="recommended__image" image={p.image} alt="" maxWidth={440} sizes="(max-width: 767px) 100vw, 400px" />}</span>
              <span className="recommended__heading">{p.heading}</span>
            </AppLink>
            {p.subheading && pages.display === "normal" && <p className="recommended__sub">{p.subheading}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
