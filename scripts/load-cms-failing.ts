/**
 * The run of `npm run load` with the CMS failing (issue 28 §2): 20 clients on 10 pages nobody has
 * asked for yet, for 10 s, while the CMS answers 503 to every render call. Prints page requests,
 * CMS calls and CMS calls per page request, then lets the CMS answer again and times how long the
 * first of those pages takes to come back. Passes when CMS calls are at most 5 % of page requests,
 * every page answered 503, and the page is back within 3 s.
 */
import autocannon from "autocannon";
import type { FaultControl } from "./sample-cms/app";

const CLIENTS = 20;
const DURATION_S = 10;
const MAX_CALL_SHARE = 0.05;
const RECOVERY_LIMIT_MS = 3_000;
/** Ten real pages (so they answer 200 once the CMS is back) that the main run never asked for. */
const PAGES = ["/pagina/cookies", "/pagina/bereikbaarheid", "/pagina/toegankelijkheid", "/pagina/c-diploma", "/pagina/over-carre", "/pagina/terugbelverzoek", "/voorstelling/chicago", "/voorstelling/carmen", "/voorstelling/nok-sessies", "/en/page/cookies"];

export async function cmsFailingRun(base: string, cms: { faults: FaultControl }, upstreamCalls: () => Promise<number | null>): Promise<boolean> {
  cms.faults.set({ mode: "503", pathPrefix: "/api/render" });
  const callsBefore = (await upstreamCalls()) ?? 0;
  let next = 0;
  console.log(`\nCMS failing: ${CLIENTS} clients on ${PAGES.length} uncached pages for ${DURATION_S} s, every render call answered 503`);
  const result = await autocannon({
    url: base,
    connections: CLIENTS,
    duration: DURATION_S,
    requests: [{ method: "GET", setupRequest: (req) => ({ ...req, path: PAGES[next++ % PAGES.length]! }) }],
  });
  const calls = ((await upstreamCalls()) ?? 0) - callsBefore;
  const byStatus = Object.entries(result.statusCodeStats ?? {}).map(([status, s]) => [Number(status), s.count ?? 0] as const);
  const pages = byStatus.reduce((sum, [, n]) => sum + n, 0);
  const not503 = byStatus.filter(([status]) => status !== 503).reduce((sum, [, n]) => sum + n, 0);
  const share = pages > 0 ? calls / pages : 1;

  cms.faults.clear();
  const started = performance.now();
  let back = Number.POSITIVE_INFINITY;
  while (performance.now() - started < 10_000) {
    const res = await fetch(base + PAGES[0]);
    await res.arrayBuffer();
    if (res.status === 200) {
      back = performance.now() - started;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  console.log(`page requests     ${pages} (${byStatus.map(([s, n]) => `${s}: ${n}`).join(", ")}), latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
  console.log(`CMS calls         ${calls}: ${(share * 100).toFixed(2)} % of page requests (${(calls / Math.max(1, pages)).toFixed(4)} per page request)`);
  console.log(`back after        ${Number.isFinite(back) ? `${(back / 1000).toFixed(2)} s` : "not within 10 s"} of the CMS answering again`);
  const checks: Array<[boolean, string]> = [
    [share <= MAX_CALL_SHARE, `CMS calls at most ${MAX_CALL_SHARE * 100} % of page requests`],
    [not503 === 0 && result.errors === 0, "every page answered 503 (Retry-After) while the CMS failed"],
    [back <= RECOVERY_LIMIT_MS, `pages back within ${RECOVERY_LIMIT_MS / 1000} s of the CMS`],
  ];
  for (const [ok, what] of checks) console.log(`${ok ? "PASS" : "FAIL"}  ${what}`);
  return checks.every(([ok]) => ok);
}
