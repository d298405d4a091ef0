/**
 * The server's PageSource for one request: the upstream client bound to the request's calls (its
 * one deadline, timings and cache usage) and logger. The loaders' own signal only says the
 * visitor left, which the calls' signal already covers.
 */
import type { Logger } from "pino";
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
    log: (level, msg, details) => log[level](details ?? {}, msg),
  };
}
