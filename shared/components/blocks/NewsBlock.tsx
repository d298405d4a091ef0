import { useId } from "react";
import { AppLink } from "../AppLink";
import { NEWS_TEXTS } from "../../i18n/news-texts";
import type { Lang } from "../../i18n/lang";
import type { NewsBlockItemVM, NewsBlockVM } from "../../view/blocks/news";
import { CmsImage } from "../CmsImage";

/** One news card: the news block's columns and the news list share it. */
export function NewsCard({ item, lang, headingLevel = 3 }: { item: NewsBlockItemVM; lang: Lang; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="news-card">
      {/* The heading link already names the item; the image link is a bigger target for the pointer only. */}
      <AppLink className="news-card__media" to={item.href} tabIndex={-1} aria-hidden="true">
        <CmsImage image={item.image} alt="" maxWidth={440} sizes="(max-width: 767px) 33vw, 220px" />
      </AppLink>
      <div className="news-card__body">
        <time className="news-card__date" dateTime={item.dateTime}>
          {item.date}
        </time>
        <Heading className={item.uppercase ? "news-card__heading news-card__heading--upper" : "news-card__heading"}>
          <AppLink to={item.href}>{item.heading}</AppLink>
        </Heading>
        <AppLink className="news-card__more" to={item.href}>
          {NEWS_TEXTS[lang].readMore}
          <span className="visually-hidden">: {item.heading}</span>
        </AppLink>
      </div>
    </article>
  );
}

/**
 * Spec 2 §2 block 6: a 'nieuws' / 'news' section with two columns of items and a 'meer nieuws' /
 * 'more news' button to the news list (filtered by the page's tags). Nothing without items.
 */
export function NewsBlock({ block, lang, className }: { block: NewsBlockVM | undefined; lang: Lang; className?: string }) {
  const titleId = useId();
  if (!block || block.items.length === 0) return null;
  const t = NEWS_TEXTS[lang];
  return (
    <section className={className ? `news-block ${className}` : "news-block"} aria-labelledby={titleId}>
      <h2 id={titleId} className="news-block__title">
        {block.heading ?? t.blockTitle}
      </h2>
      <ul className="news-block__list">
        {block.items.map((item) => (
          <li key={item.id} className="news-block__item">
            <NewsCard item={item} lang={lang} />
          </li>
        ))}
      </ul>
      <p className="news-block__more">
        <AppLink className="button button--white" to={block.moreHref}>
          {t.moreNews}
        </AppLink>
      </p>
    </section>
  );
}
