/**
 * The server's client of the venue's content system: render API, redirect lookup, presale lookup.
 * Every answer is decoded into a FetchResult; OK answers are cached by name (never failures or
 * previews); each call's timing is recorded on the request for its log line.
 */
import { RenderResponse } from "../../shared/contract/render";
import { fetchDecoded, type FetchResult } from "../../shared/contract/result";
import { PresaleData, RedirectLookup } from "../../shared/contract/services";
import type { UpstreamCaches } from "./caches";

export interface UpstreamTiming {
  call: string;
  ms: number;
  result: FetchResult<unknown>["type"] | "CACHED";
}

export interface UpstreamCallContext {
  signal: AbortSignal;
  timings: UpstreamTiming[];
}

export interface UpstreamClient {
  render(cmsPath: string, query: URLSearchParams, ctx: UpstreamCallContext): Promise<FetchResult<RenderResponse>>;
  redirectLookup(path: string, ctx: UpstreamCallContext): Promise<FetchResult<RedirectLookup>>;
  presale(code: string, ctx: UpstreamCallContext): Promise<FetchResult<PresaleData>>;
}

export function createUpstreamClient(opts: {
  baseUrl: string;
  timeoutMs: number;
  caches: UpstreamCaches;
  fetchImpl?: typeof fetch;
}): UpstreamClient {
  const { baseUrl, timeoutMs, caches, fetchImpl } = opts;

  async function timed<T>(call: string, ctx: UpstreamCallContext, run: () => Promise<FetchResult<T>>) {
    const started = performance.now();
    const result = await run();
    ctx.timings.push({ call, ms: Math.round(performance.now() - started), result: result.type });
    return result;
  }

  return {
    async render(cmsPath, query, ctx) {
      const qs = query.toString();
      const key = qs ? `${cmsPath}?${qs}` : cmsPath;
      const cache = caches.renderCacheFor(cmsPath);
      const hit = cache.get(key);
      if (hit) {
        ctx.timings.push({ call: `render ${key}`, ms: 0, result: "CACHED" });
        return { type: "OK", value: hit };
      }
      const result = await timed(`render ${key}`, ctx, () =>
        fetchDecoded(`${baseUrl}/api/render${key}`, RenderResponse, { signal: ctx.signal, timeoutMs, fetchImpl }),
      );
      if (result.type === "OK" && !result.value.is_preview) {
        const tags = [result.value.node.id, ...Object.keys(result.value.nodes), ...Object.keys(result.value.productions ?? {})];
        cache.set(key, result.value, { path: safeDecode(cmsPath), tags });
      }
      return result;
    },

    async redirectLookup(path, ctx) {
      const hit = caches.redirects.get(path);
      if (hit) return { type: "OK", value: hit };
      const url = `${baseUrl}/api/redirect?path=${encodeURIComponent(path)}`;
      const result = await timed(`redirect ${path}`, ctx, () =>
        fetchDecoded(url, RedirectLookup, { signal: ctx.signal, timeoutMs, fetchImpl }),
      );
      if (result.type === "OK") caches.redirects.set(path, result.value, { path });
      return result;
    },

    presale(code, ctx) {
      const url = `${baseUrl}/api/services/presale?q=${encodeURIComponent(code)}`;
      return timed("presale", ctx, () => fetchDecoded(url, PresaleData, { signal: ctx.signal, timeoutMs, fetchImpl }));
    },
  };
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
