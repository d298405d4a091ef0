/** A CMS link field (a string or `{ type, href }`) as a link the blocks can render (spec 1 §5 rules). */
import { classifyLink } from "../../domain/links";
import type { Lang } from "../../i18n/lang";
import type { Site } from "../../site";

export interface LinkVM {
  href: string;
  internal: boolean;
}

export function cmsHref(raw: unknown): unknown {
  return typeof raw === "string" ? raw : (raw as { href?: unknown } | null | undefined)?.href;
}

export function readLink(raw: unknown, lang: Lang, site: Site): LinkVM | undefined {
  const link = classifyLink(cmsHref(raw), { site, lang });
  if (!link) return undefined;
  return link.kind === "internal" ? { href: link.path, internal: true } : { href: link.href, internal: false };
}
