/**
 * The built server as operators run it: bad config exits non-zero with one line; SIGTERM lets an
 * in-flight response finish and exits 0. Needs `npm run build` first (npm test does it).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSampleCms } from "../../scripts/sample-cms/app";

const ENTRY = "dist/server/index.js";

interface Running {
  child: ChildProcess;
  /** Resolves with the exit code; registered at spawn so an early exit is never missed. */
  exited: Promise<number | null>;
}

function run(env: Record<string, string>): Running {
  const child = spawn(process.execPath, [ENTRY], { env: { PATH: process.env.PATH, NODE_ENV: "production", ...env }, stdio: ["ignore", "pipe", "pipe"] });
  const exited = once(child, "exit").then(([code]) => code as number | null);
  return { child, exited };
}

/**
 * Reads a child's output until `until` matches, without destroying the pipe: a destroyed stdout
 * makes the child's next log line fail with EPIPE, which is not what these tests are about.
 */
function collect(stream: NodeJS.ReadableStream, until: RegExp): Promise<string> {
  return new Promise((resolve) => {
    let text = "";
    const onData = (chunk: unknown) => {
      text += String(chunk);
      if (!until.test(text)) return;
      stream.off("data", onData);
      stream.resume();
      resolve(text);
    };
    stream.on("data", onData);
    stream.once("end", () => resolve(text));
  });
}

describe("process", () => {
  it("exits 1 with one line naming a bad variable", async () => {
    const { child, exited } = run({ PORT: "not-a-port" });
    const stderr = collect(child.stderr!, /$^/);
    const code = await exited;
    expect(code).toBe(1);
    const lines = (await stderr).trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid configuration: PORT="not-a-port"/);
  });

  it("reports the runtime it runs on at /healthz: the project's pinned Node major", async () => {
    const cms = await startSampleCms({ port: 0 });
    const { child, exited } = run({ PORT: "0", HOST: "127.0.0.1", UPSTREAM_URL: cms.url, LOG_LEVEL: "info" });
    try {
      const started = await collect(child.stdout!, /listening on http:\/\/localhost:\d+/);
      // A real CMS and no webhook secret: said at start.
      expect(started).toMatch(/"level":40,.*"msg":"webhook: neither WEBHOOK_SECRETS nor WEBHOOK_BEARER_TOKEN is set/);
      const port = /listening on http:\/\/localhost:(\d+)/.exec(started)![1];
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      const body = (await res.json()) as { ok: boolean; site: string; node: string };
      expect(body).toMatchObject({ ok: true, site: "carre", node: process.version });
      // npm scripts run the binary of the `node` package; its major is the one package.json pins.
      const pinned = (JSON.parse(readFileSync("package.json", "utf8")) as { dependencies: Record<string, string> }).dependencies.node!;
      expect(body.node.split(".")[0]).toBe(`v${/\d+/.exec(pinned)![0]}`);
    } finally {
      child.kill("SIGTERM");
      await exited;
      await cms.close();
    }
  });

  describe("graceful shutdown", () => {
    let cms: Awaited<ReturnType<typeof startSampleCms>>;
    let gate: Server;
    let gateUrl: string;
    const arrived = Promise.withResolvers<void>();
    const release = Promise.withResolvers<void>();
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
      const { child, exited } = run({ PORT: "0", HOST: "127.0.0.1", UPSTREAM_URL: gateUrl, LOG_LEVEL: "info" });
      const started = await collect(child.stdout!, /listening on http:\/\/localhost:\d+/);
      const port = /listening on http:\/\/localhost:(\d+)/.exec(started)![1];
      const pending = fetch(`http://127.0.0.1:${port}/pagina/contact`);
      await arrived.promise;
      child.kill("SIGTERM");
      release.resolve();
      const res = await pending;
      expect(res.status).toBe(200);
      // Its connection closes with it: a kept-alive socket held the process for its timeout after.
      expect(res.headers.get("connection")).toBe("close");
      expect(await res.text()).toContain("</html>");
      expect(await exited).toBe(0);
    });

    it("a second SIGTERM stops at once, with exit 1, while a request is still in flight", async () => {
      const held = Promise.withResolvers<void>();
      const stuck = createServer((_req, _res) => held.resolve());
      stuck.listen(0, "127.0.0.1");
      await once(stuck, "listening");
      const { child, exited } = run({ PORT: "0", HOST: "127.0.0.1", UPSTREAM_URL: `http://127.0.0.1:${(stuck.address() as AddressInfo).port}`, LOG_LEVEL: "info" });
      try {
        const started = await collect(child.stdout!, /listening on http:\/\/localhost:\d+/);
        const port = /listening on http:\/\/localhost:(\d+)/.exec(started)![1];
        const pending = fetch(`http://127.0.0.1:${port}/pagina/contact`).catch(() => "dropped");
        await held.promise;
        const stopping = collect(child.stdout!, /shutting down/);
        child.kill("SIGTERM");
        await stopping;
        child.kill("SIGTERM");
        expect(await exited).toBe(1);
        expect(await pending).toBe("dropped");
      } finally {
        stuck.closeAllConnections();
        stuck.close();
      }
    });
  });

  it("in production without UPSTREAM_URL, refuses to start unless SAMPLE_CMS=on asks for the sample content", async () => {
    const { child, exited } = run({ PORT: "0", HOST: "127.0.0.1" });
    const stderr = collect(child.stderr!, /$^/);
    expect(await exited).toBe(1);
    expect((await stderr).trim()).toBe("Invalid configuration: UPSTREAM_URL is not set: the CMS's base URL (or SAMPLE_CMS=on to serve the embedded sample content, as npm start does)");
  });

  it("with Redis down, SIGTERM still exits 0 (closing the Redis clients waited for a connection, then exited 1)", async () => {
    const closed = createServer();
    closed.listen(0, "127.0.0.1");
    await once(closed, "listening");
    const redisPort = (closed.address() as AddressInfo).port;
    closed.close();
    const cms = await startSampleCms({ port: 0 });
    const { child, exited } = run({ PORT: "0", HOST: "127.0.0.1", UPSTREAM_URL: cms.url, REDIS_URL: `redis://127.0.0.1:${redisPort}`, LOG_LEVEL: "info" });
    try {
      await collect(child.stdout!, /listening on http:\/\/localhost:\d+/);
      child.kill("SIGTERM");
      expect(await exited).toBe(0);
    } finally {
      await cms.close();
    }
  });
});
