/**
 * A pass-through in front of the sample CMS that records every call the site makes, so tests can
 * count upstream calls per path without reaching into the server.
 */
import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/** Start it first, point the stack at its url, then set `target` to the stack's sample CMS. */
export async function countingProxy() {
  const calls: string[] = [];
  const state: { target: string; rewrite?: (url: string, answer: unknown) => unknown } = { target: "" };
  const server = createServer(async (req, res) => {
    calls.push(req.url ?? "");
    // Streamed both ways, so a huge or trickling answer reaches the site as the CMS sends it, and
    // the site hanging up stops the CMS.
    const gone = new AbortController();
    res.on("close", () => gone.abort());
    try {
      // A redirect is passed on as it came: the site decides whether to follow it.
      const answer = await fetch(state.target + req.url, { method: req.method, redirect: "manual", signal: AbortSignal.any([gone.signal, AbortSignal.timeout(60_000)]) });
      const location = answer.headers.get("location");
      res.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "application/json", ...(location ? { location } : {}) });
      if (!answer.body) return void res.end();
      if (state.rewrite && answer.ok) return void res.end(JSON.stringify(state.rewrite(req.url ?? "", await answer.json())));
      await pipeline(Readable.fromWeb(answer.body as import("node:stream/web").ReadableStream<Uint8Array>), res);
    } catch {
      req.socket.destroy();
    }
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const port = (server.address() as AddressInfo).port;
  return {
    /** Stops listening, so the site's calls are refused, as with a CMS that is down. */
    async refuse() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    async accept() {
      server.listen(port, "127.0.0.1");
      await once(server, "listening");
    },
    set target(url: string) {
      state.target = url;
    },
    /** Changes each successful JSON answer (given the call's URL) before the site gets it; undefined passes them on as they came. */
    set rewrite(change: ((url: string, answer: unknown) => unknown) | undefined) {
      state.rewrite = change;
    },
    url: `http://127.0.0.1:${port}`,
    calls,
    /** Calls whose path (before any query) is `path`. */
    count: (path: string) => calls.filter((c) => c.split("?")[0] === path).length,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}
