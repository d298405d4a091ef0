/**
 * The browser's PageSource: the server's same-origin proxies, decoded with the same schemas. The
 * schemas (and zod) and the decoder are imported on the first call, not with the page: hydration
 * uses the data the server validated and embedded, so only client navigation needs them.
 */
import type { PublicConfig } from "../shared/public-config";
import type { RouteId } from "../shared/paths/table";
import type { PageSource } from "../shared/paths/source";
import type { Site } from "../shared/site";
import { renderAnswers, TIMEOUT_MS } from "./render-answers";
import { withDecoder } from "./with-decoder";

export type BrowserSource = PageSource & {
  /** Called as a navigation's loader starts (client/render-answers.ts). */
  anticipate(routeId: RouteId | null, url: URL): void;
};

export function browserSource(site: Site, config: PublicConfig): BrowserSource {
  const answers = renderAnswers();
  return {
    environment: "browser",
    site,
    config,
    anticipate: answers.anticipate,
    render: answers.render,
    async redirectLookup(path, signal) {
      const [fetchDecoded, { RedirectLookup }] = await withDecoder(import("../shared/contract/services"));
      return fetchDecoded(`/api/redirect?path=${encodeURIComponent(path)}`, RedirectLookup, { signal, timeoutMs: TIMEOUT_MS });
    },
    async presale(code, signal) {
      const [fetchDecoded, { PresaleData }] = await withDecoder(import("../shared/contract/services"));
      return fetchDecoded(`/api/services/presale?q=${encodeURIComponent(code)}`, PresaleData, { signal, timeoutMs: TIMEOUT_MS });
    },
    // Client navigation to a confirmation page goes through the same-origin proxy (the server's first render does it itself).
    async confirm(call, token, signal) {
      const [fetchDecoded, { SERVICE_CALLS, ServiceOutcome }] = await withDecoder(import("../shared/contract/service-calls"));
      const path = SERVICE_CALLS[call].path.replace("{token}", encodeURIComponent(token));
      const answer = await fetchDecoded(path, ServiceOutcome, { signal, timeoutMs: TIMEOUT_MS, init: { method: "PATCH" } });
      return answer.type === "OK" ? answer.value.result : "FAILURE";
    },
    // Warnings only: a failed call already shows its message page; console errors are for bugs.
    log: (_level, msg, details) => console.warn(msg, details ?? ""),
  };
}
