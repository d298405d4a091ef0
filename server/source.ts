/** The server's PageSource for one request: the upstream client bound to the request's signal, timings and logger. */
import type { Logger } from "pino";
import type { PublicConfig } from "../shared/public-config";
import type { PageSource } from "../shared/routes/source";
import type { Site } from "../shared/site";
import type { UpstreamClient, UpstreamTiming } from "./upstream/client";

export function serverSource(opts: {
  upstream: UpstreamClient;
  site: Site;
  config: PublicConfig;
  timings: UpstreamTiming[];
  log: Logger;
}): PageSource {
  const { upstream, timings, log } = opts;
  return {
    environment: "server",
    site: opts.site,
    config: opts.config,
    render: (cmsPath, query, signal) => upstream.render(cmsPath, query, { signal, timings }),
    redirectLookup: (path, signal) => upstream.redirectLookup(path, { signal, timings }),
    presale: (code, signal) => upstream.presale(code, { signal, timings }),
    log: (level, msg, details) => log[level](details ?? {}, msg),
  };
}
