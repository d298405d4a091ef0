/**
 * The built server as operators run it: bad config exits non-zero with one line; SIGTERM lets an
 * in-flight response finish and exits 0. Needs `npm run build` first (npm test does it).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSampleCms } from "../../scripts/sample-cms/app";

const ENTRY = "dist/server/index.js";

function run(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [ENTRY], { env: { PATH: process.env.PATH, NODE_ENV: "production", ...env }, stdio: ["ignore", "pipe", "pipe"] });
}

async function collect(stream: NodeJS.ReadableStream, until: RegExp): Promise<string> {
  let text = "";
  for await (const chunk of stream) {
    text += String(chunk);
    if (until.test(text)) return text;
  }
  return text;
}

describe("process", () => {
  it("exits 1 with one line naming a bad variable", async () => {
    const child = run({ PORT: "not-a-port" });
    const stderr = collect(child.stderr!, /$^/);
    const [code] = await once(child, "exit");
    expect(code).toBe(1);
    const lines = (await stderr).trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid configuration: PORT="not-a-port"/);
  });

  describe("graceful shutdown", () => {
    let cms: Awaited<ReturnType<typeof startSampleCms>>;
    let gate: Server;
    let gateUrl: string;
    const arrived = deferred();
    const release = deferred();
    beforeAll(async () => {
      cms = await startSampleCms({ port: 0 });
      // An upstream that holds the first call until the test releases it, so "in flight" is an event, not a sleep.
      gate = createServer(async (req, res) => {
        arrived.resolve();
        await release.promise;
        const answer = await fetch(cms.url + req.url);
        res.writeHead(answer.status, { "content-type": "application/json" });
        res.end(await answer.text());
      });
      gate.listen(0, "127.0.0.1");
      await once(gate, "listening");
      gateUrl = `http://127.0.0.1:${(gate.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      gate.close();
      await cms.close();
    });

    it("finishes an in-flight response on SIGTERM and exits 0", async () => {
      const child = run({ PORT: "0", HOST: "127.0.0.1", UPSTREAM_URL: gateUrl, LOG_LEVEL: "info" });
      const started = await collect(child.stdout!, /listening on http:\/\/localhost:\d+/);
      const port = /listening on http:\/\/localhost:(\d+)/.exec(started)![1];
      const pending = fetch(`http://127.0.0.1:${port}/pagina/contact`);
      await arrived.promise;
      const exited = once(child, "exit");
      child.kill("SIGTERM");
      release.resolve();
      const res = await pending;
      expect(res.status).toBe(200);
      expect(await res.text()).toContain("</html>");
      const [code] = await exited;
      expect(code).toBe(0);
    });
  });
});

/** Promise.withResolvers needs Node 22; the project supports 20. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}
