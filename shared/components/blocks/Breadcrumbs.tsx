/** Breadcrumbs (spec 2 block 3): a navigation landmark; the last entry is the current page. */
import { AppLink } from "../AppLink";
import { BLOCK_TEXTS } from "../../i18n/block-texts";
import type { Lang } from "../../i18n/lang";
import type { BreadcrumbVM } from "../../view/blocks/breadcrumbs";

export function Breadcrumbs({ items, lang }: { items: BreadcrumbVM[]; lang: Lang }) {
  if (items.length === 0) return null;
  return (
    <nav className="breadcrumbs" aria-label={BLOCK_TEXTS[lang].breadcrumbs}>
      <ol className="breadcrumbs__list">
        {items.map((b, i) => {
          const last = i === items.length - 1;
          return (
            <li key={b.id} className="breadcrumbs__item">
              {b.href && !last ? <AppLink to={b.href}>{b.name}</AppLink> : <span aria-current={last ? "page" : undefined}>{b.name}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
