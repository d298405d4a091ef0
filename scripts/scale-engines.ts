/**
 * The real engines of the scale-out test and the bench, started on loopback ports and stopped by their PID:
 * redis-server and varnishd (Debian's packages; `.ci/run` installs them). Readiness is awaited on
 * an observable condition (a log line, a successful call), never a fixed sleep.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { chmodSync, copyFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { backendsVcl } from "../deploy/varnish/backends";
import { queryKeysVcl } from "../deploy/varnish/query-keys";

export const VARNISHD = ["/usr/sbin/varnishd", "/usr/bin/varnishd"].find(existsSync);
export const REDIS_SERVER = ["/usr/bin/redis-server", "/usr/sbin/redis-server"].find(existsSync);

/** A port nobody listens on right now (the kernel's pick). */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, "close");
  return port;
}

/** Polls `check` until it returns a truthy value, at most `timeoutMs`; the wait between polls is short and bounded. */
export async function until<T>(what: string, check: () => Promise<T | undefined | null | false> | T | undefined | null | false, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value) return value;
    } catch (err) {
      last = err;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}${last ? `: ${String(last)}` : ""}`);
}

export interface Engine {
  port: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

function stopper(child: ChildProcess): () => Promise<void> {
  const exited = once(child, "exit");
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    await exited;
  };
}

export async function startRedis(port?: number): Promise<Engine> {
  if (!REDIS_SERVER) throw new Error("redis-server is not installed (apt-get install redis-server)");
  const p = port ?? (await freePort());
  const child = spawn(REDIS_SERVER, ["--port", String(p), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--daemonize", "no"], { stdio: ["ignore", "pipe", "inherit"] });
  let out = "";
  child.stdout!.on("data", (chunk) => (out += String(chunk)));
  await until("redis-server to accept connections", () => /Ready to accept connections/.test(out) || (child.exitCode !== null && Promise.reject(new Error(out))));
  return { port: p, child, stop: stopper(child) };
}

export interface Varnish extends Engine {
  url: string;
  /** `varnishadm` against this instance. */
  admin(...args: string[]): string;
}

/**
 * varnishd in the foreground (-F) with deploy/varnish/site.vcl and a backends.vcl for `backends`,
 * its working directory (-n) in a temp dir removed on stop.
 */
export async function startVarnish(opts: { port: number; backends: Array<{ host: string; port: number }>; probeIntervalS?: number }): Promise<Varnish> {
  if (!VARNISHD) throw new Error("varnishd is not installed (apt-get install varnish varnish-modules)");
  const dir = mkdtempSync(join(tmpdir(), "scale-varnish-"));
  // varnishd drops privileges (its jail) for the compiler and the child: they must read the VCL.
  chmodSync(dir, 0o755);
  copyFileSync("deploy/varnish/site.vcl", join(dir, "site.vcl"));
  writeFileSync(join(dir, "backends.vcl"), backendsVcl({ backends: opts.backends, probeIntervalS: opts.probeIntervalS }));
  writeFileSync(join(dir, "query-keys.vcl"), queryKeysVcl());
  const workdir = join(dir, "n");
  const args = ["-F", "-n", workdir, "-a", `127.0.0.1:${opts.port}`, "-T", "127.0.0.1:0", "-f", join(dir, "site.vcl"), "-p", `vcl_path=${dir}:/usr/share/varnish/vcl`, "-s", "malloc,64m"];
  // Without root there is no user to drop to: run unjailed.
  if (process.getuid?.() !== 0) args.push("-j", "none");
  const child = spawn(VARNISHD, args, { stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  child.stdout!.on("data", (chunk) => (out += String(chunk)));
  child.stderr!.on("data", (chunk) => (out += String(chunk)));
  const url = `http://127.0.0.1:${opts.port}`;
  await until("varnishd to answer", async () => {
    if (child.exitCode !== null) throw new Error(`varnishd exited ${child.exitCode}: ${out}`);
    await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1000) });
    return true;
  }, 30_000);
  const stop = stopper(child);
  return {
    port: opts.port,
    url,
    child,
    admin: (...a) => {
      const r = spawnSync("varnishadm", ["-n", workdir, ...a], { encoding: "utf8" });
      if (r.status !== 0) throw new Error(`varnishadm ${a.join(" ")}: ${r.stderr || r.stdout}`);
      return r.stdout;
    },
    stop: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Backend name → healthy, from `varnishadm backend.list`. */
export function backendHealth(varnish: Varnish): Record<string, boolean> {
  const health: Record<string, boolean> = {};
  for (const line of varnish.admin("backend.list").split("\n").slice(1)) {
    const m = /^\S*?(site_\d+)\s+\S+\s+\S+\s+(\S+)/.exec(line.trim());
    if (m) health[m[1]!] = /healthy/i.test(m[2]!);
  }
  return health;
}
