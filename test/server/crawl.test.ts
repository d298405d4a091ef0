/**
 * Issue 12 §9: a crawl of each site from its home pages (both languages), following every internal
 * link, → no broken internal link, and every indexable page (200, no noindex) has a <title>, a meta
 * description and a canonical link to its own path. The sample CMS deliberately links nowhere that
 * is missing, so no 404 is expected.
 * Bounded: at most MAX_PAGES pages a site, CONCURRENCY requests at a time; links with a query are
 * followed only when all of their parameters are in FOLLOWED_PARAMS, and at most
 * QUERY_VARIANTS_PER_PATH of them per path (list filters and pages multiply without adding page types).
 */
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import type { SiteId } from "../page-types";
import { useBothSites, type Stack } from "./harness";

const MAX_PAGES = 400;
const CONCURRENCY = 8;
/** The news list's page and tag (the only query links the sites make), and search's q. */
const FOLLOWED_PARAMS = new Set(["p", "tag", "q"]);
const QUERY_VARIANTS_PER_PATH = 3;
/** Not pages: the same-origin proxies, built assets and static files. */
const NOT_PAGES = /^\/(api|assets|static)\//;

interface Visit {
  status: number;
  location?: string;
}

interface CrawlResult {
  visits: Map<string, Visit>;
  /** Where each link was found: target → the pages linking to it. */
  foundOn: Map<string, Set<string>>;
  /** Indexable pages whose head misses something. */
  headProblems: string[];
  truncated: boolean;
}

const stacks = {} as Record<SiteId, Stack>;
useBothSites((carre, fonds) => Object.assign(stacks, { carre, fonds }));

function decodeEntities(s: string): string {
  return s.replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">");
}

/** Internal page links of a document: <a href="/..."> without the fragment, made canonical (sorted query). */
function internalLinks(html: string): string[] {
  const links: string[] = [];
  for (const m of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
    const href = decodeEntities(m[1]!);
    if (!href.startsWith("/") || href.startsWith("//")) continue;
    const url = new URL(href, "http://site.invalid");
    if (NOT_PAGES.test(url.pathname)) continue;
    url.hash = "";
    url.searchParams.sort();
    links.push(url.pathname + url.search);
  }
  return links;
}

/** What is missing from an indexable page's head; empty when the page is not indexable or complete. */
function headProblems(path: string, html: string, robotsHeader: string | undefined): string[] {
  const headEnd = html.indexOf("</head>");
  const head = headEnd >= 0 ? html.slice(0, headEnd) : html;
  const robots = /<meta name="robots" content="([^"]*)"/.exec(head)?.[1] ?? "";
  if (/noindex/i.test(robots) || /noindex/i.test(robotsHeader ?? "")) return [];
  const problems: string[] = [];
  if (!/<title>[^<]*\S[^<]*<\/title>/.test(head)) problems.push("no <title>");
  if (!/<meta name="description" content="[^"]*\S[^"]*"/.test(head)) problems.push("no meta description");
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1];
  const pathname = new URL(path, "http://site.invalid").pathname;
  if (!canonical) problems.push("no canonical");
  else if (new URL(decodeEntities(canonical), "http://site.invalid").pathname !== pathname) problems.push(`canonical ${canonical} is not this page`);
  return problems.map((p) => `${path}: ${p}`);
}

async function crawl(stack: Stack): Promise<CrawlResult> {
  const server = stack.app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const visits = new Map<string, Visit>();
  const foundOn = new Map<string, Set<string>>();
  const variants = new Map<string, number>();
  const queued = new Set<string>();
  const queue: string[] = [];
  const problems: string[] = [];
  let truncated = false;

  const enqueue = (target: string, from: string | null) => {
    if (from) {
      if (!foundOn.has(target)) foundOn.set(target, new Set());
      foundOn.get(target)!.add(from);
    }
    if (queued.has(target)) return;
    const url = new URL(target, base);
    if ([...url.searchParams.keys()].some((k) => !FOLLOWED_PARAMS.has(k))) return;
    if (url.search) {
      const n = variants.get(url.pathname) ?? 0;
      if (n >= QUERY_VARIANTS_PER_PATH) return;
      variants.set(url.pathname, n + 1);
    }
    if (queued.size >= MAX_PAGES) {
      truncated = true;
      return;
    }
    queued.add(target);
    queue.push(target);
  };

  const visit = async (path: string) => {
    const res = await fetch(base + path, { redirect: "manual" });
    const location = res.headers.get("location") ?? undefined;
    visits.set(path, { status: res.status, location });
    if (res.status >= 300 && res.status < 400 && location) {
      // A redirect is not broken; its internal target must be.
      const target = new URL(location, base);
      if (target.origin === base) enqueue(target.pathname + target.search, path);
      await res.body?.cancel();
      return;
    }
    const html = await res.text();
    if (res.status !== 200 || !(res.headers.get("content-type") ?? "").startsWith("text/html")) return;
    problems.push(...headProblems(path, html, res.headers.get("x-robots-tag") ?? undefined));
    for (const link of internalLinks(html)) enqueue(link, path);
  };

  try {
    enqueue("/", null);
    enqueue("/en", null);
    // CONCURRENCY workers share one queue; a worker stops when the queue is empty and nothing it
    // could still add is in flight (the last worker running drains what the others left).
    let active = 0;
    await new Promise<void>((resolve, reject) => {
      const pump = () => {
        while (active < CONCURRENCY && queue.length > 0) {
          const next = queue.shift()!;
          active++;
          visit(next).then(
            () => {
              active--;
              if (queue.length === 0 && active === 0) resolve();
              else pump();
            },
            reject,
          );
        }
      };
      pump();
    });
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  return { visits, foundOn, headProblems: problems, truncated };
}

describe.each(["carre", "fonds"] as const)("crawl of the %s site from its home pages", (site) => {
  it("finds no broken internal link and no indexable page without title, description and self canonical", { timeout: 60_000 }, async () => {
    const { visits, foundOn, headProblems: problems, truncated } = await crawl(stacks[site]);
    // The crawl covered the site: every page type's links were followed, within the bound.
    expect(truncated, `more than ${MAX_PAGES} pages: raise MAX_PAGES or follow fewer query parameters`).toBe(false);
    expect(visits.size).toBeGreaterThan(50);
    const broken = [...visits]
      .filter(([, v]) => v.status >= 400)
      .map(([path, v]) => `${path} → ${v.status}, linked from ${[...(foundOn.get(path) ?? [])].sort().slice(0, 5).join(", ")}`)
      .sort();
    expect(broken).toEqual([]);
    expect(problems.sort()).toEqual([]);
  });
});
