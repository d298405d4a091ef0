/**
 * A page answered 503 because the CMS failed and no copy could stand in (shared/routes/loaders.ts,
 * UPSTREAM_DOWN_STATUS) says when to come back, as Google asks of a temporary outage: crawlers then
 * keep the page indexed and retry, and a cache in front keeps serving its stale copy
 * (deploy/varnish/site.vcl abandons 5xx refreshes).
 */
import type { ServerResponse } from "node:http";

/** Seconds: the CMS circuit probes every second, but a crawler need not return that fast. */
export const RETRY_AFTER_S = 30;

export function tellWhenToRetry(res: ServerResponse, status: number): void {
  if (status === 503) res.setHeader("Retry-After", String(RETRY_AFTER_S));
}
