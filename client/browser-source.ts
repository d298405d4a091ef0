/** The browser's PageSource: the server's same-origin proxies, decoded with the same schemas. */
import { RenderResponse } from "../shared/contract/render";
import { fetchDecoded } from "../shared/contract/result";
import { SERVICE_CALLS, ServiceOutcome } from "../shared/contract/service-calls";
import { PresaleData, RedirectLookup } from "../shared/contract/services";
import type { PublicConfig } from "../shared/public-config";
import type { PageSource } from "../shared/routes/source";
import type { Site } from "../shared/site";

const TIMEOUT_MS = 15_000;

export function browserSource(site: Site, config: PublicConfig): PageSource {
  return {
    environment: "browser",
    site,
    config,
    render(cmsPath, query, signal) {
      const qs = query.toString();
      return fetchDecoded(`/api/render${cmsPath}${qs ? `?${qs}` : ""}`, RenderResponse, { signal, timeoutMs: TIMEOUT_MS });
    },
    redirectLookup(path, signal) {
      return fetchDecoded(`/api/redirect?path=${encodeURIComponent(path)}`, RedirectLookup, { signal, timeoutMs: TIMEOUT_MS });
    },
    presale(code, signal) {
      return fetchDecoded(`/api/services/presale?q=${encodeURIComponent(code)}`, PresaleData, { signal, timeoutMs: TIMEOUT_MS });
    },
    // Client navigation to a confirmation page goes through the same-origin proxy (the server's first render does it itself).
    async confirm(call, token, signal) {
      const path = SERVICE_CALLS[call].path.replace("{token}", encodeURIComponent(token));
      const answer = await fetchDecoded(path, ServiceOutcome, { signal, timeoutMs: TIMEOUT_MS, init: { method: "PATCH" } });
      return answer.type === "OK" ? answer.value.result : "FAILURE";
    },
    // Warnings only: a failed call already shows its message page; console errors are for bugs.
    log: (_level, msg, details) => console.warn(msg, details ?? ""),
  };
}
