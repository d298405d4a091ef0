/**
 * A CMS link field (a string or `{ type, href }`) as a link the blocks can render (spec 1 §5
 * rules): internal paths navigate inside the site, ticket-shop links stay in the tab with l=en on
 * English pages (the visit's referral is added in the browser), others open a new tab.
 */
import { classifyLink, ticketShopUrl, type LinkKind } from "../../domain/links";
import type { Lang } from "../../i18n/lang";
import type { Site } from "../../site";

export interface LinkVM {
  href: string;
  internal: boolean;
  kind: LinkKind;
}

export function cmsHref(raw: unknown): unknown {
  return typeof raw === "string" ? raw : (raw as { href?: unknown } | null | undefined)?.href;
}

export function readLink(raw: unknown, lang: Lang, site: Site): LinkVM | undefined {
  const link = classifyLink(cmsHref(raw), { site, lang });
  if (!link) return undefined;
  if (link.kind === "internal") return { href: link.path, internal: true, kind: "internal" };
  return { href: link.kind === "ticketShop" ? ticketShopUrl(link.href, { lang }) : link.href, internal: false, kind: link.kind };
}
