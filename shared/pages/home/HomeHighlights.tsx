/** "Soon in the venue" grid: image, heading, subheading and sales button per show. */
import { AppLink } from "../../components/AppLink";
import { CmsImage } from "../../components/CmsImage";
import { SalesButton } from "../../components/SalesButton";
import { HOME_TEXTS } from "../../i18n/home-texts";
import type { Lang } from "../../i18n/lang";
import type { HighlightVM } from "../../view/home/blocks";

export function HomeHighlights({ items, lang }: { items: HighlightVM[]; lang: Lang }) {
  if (items.length === 0) return null;
  // The shows play in the venue on both sites, so the title names the venue on both.
  const title = HOME_TEXTS[lang].highlightsTitle;
  return (
    <section className="home-section home-highlights" aria-labelledby="home-highlights-title">
      <h2 id="home-highlights-title" className="home-section__title">
        {title}
      </h2>
      <ul className="card-grid home-highlights__grid">
        {items.map((item) => (
          <li key={item.id} className="home-card">
            <AppLink className="home-card__media" to={item.href} tabIndex={-1} aria-hidden="true">
              <CmsImage image={item.image} alt="" maxWidth={440} sizes="(max-width: 767px) 100vw, (max-width: 1023px) 50vw, 440px" />
            </AppLink>
            <div className="home-card__body">
              <h3 className="home-card__heading">
                <AppLink to={item.href}>{item.heading}</AppLink>
              </h3>
              {item.subheading && <p className="home-card__subheading">{item.subheading}</p>}
              <SalesButton className="home-card__button" button={item.button} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
