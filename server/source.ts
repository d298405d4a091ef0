/**
 * The server's PageSource for one request: the upstream client bound to the request's calls (its
 * one deadline, timings and cache usage) and logger. The loaders' own signal only says the
 * visitor left, which the calls' signal already covers.
 */
import type { Logger } from "pino";
import { seededRandom } from "../shared/domain/seeded-random";
import type { FormState } from "../shared/forms/engine";
import type { PublicConfig } from "../shared/public-config";
import type { PageSource } from "../shared/paths/source";
import type { Site } from "../shared/site";
import type { Confirmer } from "./services/confirmations";
import type { UpstreamCallContext, UpstreamClient } from "./upstream/client";

export function serverSource(opts: {
  upstream: UpstreamClient;
  site: Site;
  config: PublicConfig;
  calls: UpstreamCallContext;
  log: Logger;
  /** Absent when this request may not confirm a token (HEAD, prefetch). */
  confirm?: Confirmer;
  /** What a native form post left for this page (server/forms/flash.ts). */
  formState?: FormState;
}): PageSource {
  const { upstream, calls, log } = opts;
  return {
    environment: "server",
    site: opts.site,
    config: opts.config,
    render: (cmsPath, query) => upstream.render(cmsPath, query, calls),
    redirectLookup: (path) => upstream.redirectLookup(path, calls),
    presale: (code) => upstream.presale(code, calls),
    confirm: async (call, token) => {
      // The outcome is this visitor's: the page must never be stored or shared.
      calls.usage.personal();
      return opts.confirm ? opts.confirm(call, token, { log, signal: calls.signal }) : null;
    },
    formState: opts.formState,
    randomFor: pageRandom,
    log: (level, msg, details) => log[level](details ?? {}, msg),
  };
}

/**
 * A page's random choices are the same for its path within a minute: the page is then made from
 * its CMS answers alone, so a process making it again (no stored copy, a refresh whose data did
 * not change, another process behind the front cache) makes the same bytes, and what is kept per
 * React part is found again (caching.md). Visitors still see another order a minute later, as a
 * stored home page lives 60 s.
 */
export function pageRandom(url: URL, now: Date): () => number {
  return seededRandom(`${url.pathname}|${Math.floor(now.getTime() / 60_000)}`);
}
