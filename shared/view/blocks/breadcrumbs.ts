/**
 * Breadcrumbs (spec 2 block 3): the trail the CMS sends as breadcrumb nodes (name and link), with
 * zero-based positions as the spec has them, and the matching BreadcrumbList.
 */
import type { CmsNode, RenderResponse } from "../../contract/render";
import type { JsonLd } from "../../domain/structured-data/json-ld";
import type { Lang } from "../../i18n/lang";
import type { Site } from "../../site";
import { readText, relatedNodes } from "../cms-read";
import { readLink } from "./link";

export interface BreadcrumbVM {
  id: string;
  name: string;
  /** Site path of the entry; the last entry (the page itself) may have none. */
  href?: string;
  position: number;
}

/** Entries without a name are dropped; links are kept only when they stay on this site. */
export function mapBreadcrumbs(render: RenderResponse, node: CmsNode, lang: Lang, site: Site): BreadcrumbVM[] {
  const entries = relatedNodes(render, node, "breadcrumbs").flatMap((crumb) => {
    const name = readText(crumb.data, "name");
    if (!name) return [];
    const link = readLink(crumb.data.link, lang, site);
    return [{ id: crumb.id, name, href: link?.internal ? link.href : undefined }];
  });
  return entries.map((e, position) => ({ ...e, position }));
}

/** ListItem positions count from 1: Google reads position 1 as the start of the trail. */
export function breadcrumbJsonLd(items: readonly BreadcrumbVM[], origin: string): JsonLd {
  const base = origin.replace(/\/+$/, "");
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((b) => ({ "@type": "ListItem", position: b.position + 1, name: b.name, item: b.href ? base + b.href : undefined })),
  };
}
