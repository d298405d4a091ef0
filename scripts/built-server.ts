/**
 * The built server (BUILD_DIR, default dist/, as operators run it) as a child process on loopback,
 * pointed at a sample CMS: shared by `npm run bench`, `npm run load` and the browser measurements.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync, symlinkSync } from "node:fs";
import { join, relative, resolve } from "node:path";

export const BUILD_DIR = process.env.BUILD_DIR ?? "dist";

export interface BuiltServer {
  port: number;
  pid: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * One site of the pages the browser measurements load (audit, main thread, interactions), with the
 * sample CMS's images and account service, as a visitor meets it.
 */
export function startSiteServer(cmsUrl: string, site: "carre" | "fonds"): Promise<BuiltServer> {
  return startBuiltServer({ upstreamUrl: site === "fonds" ? `${cmsUrl}/fonds` : cmsUrl, env: { SITE: site, IMAGE_CDN_BASE: `${cmsUrl}/images`, ACCOUNT_SERVICE_URL: `${cmsUrl}/account` } });
}

export async function startBuiltServer(opts: { upstreamUrl: string; env?: Record<string, string> }): Promise<BuiltServer> {
  const entry = join(BUILD_DIR, "server", "index.js");
  if (!existsSync(entry)) throw new Error(`no built server at ${entry}: run \`npm run build\` first (with the same BUILD_DIR)`);
  linkDependencies(BUILD_DIR);
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", UPSTREAM_URL: opts.upstreamUrl, LOG_LEVEL: "info", ...opts.env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<number>((resolvePort, reject) => {
    let out = "";
    const onData = (chunk: Buffer) => {
      out += String(chunk);
      const m = /listening on http:\/\/localhost:(\d+)/.exec(out);
      if (!m) return;
      // From here on the request log lines (part of the measured cost, as in production) are drained.
      child.stdout!.off("data", onData);
      child.stdout!.resume();
      resolvePort(Number(m[1]));
    };
    child.stdout!.on("data", onData);
    child.once("exit", (code) => reject(new Error(`server exited ${code}`)));
  });
  return {
    port,
    pid: child.pid!,
    child,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once("exit", () => done());
        child.kill("SIGTERM");
      }),
  };
}

/** The client manifest of the build: bundle paths under /assets. */
export function buildManifest(): { js: string; css: string } {
  return JSON.parse(readFileSync(join(BUILD_DIR, "manifest.json"), "utf8")) as { js: string; css: string };
}

/**
 * The server bundle leaves packages external, and Node resolves them from the bundle's own folder
 * upwards: a build outside the checkout (BUILD_DIR=/tmp/...) finds them through a link to ours.
 */
function linkDependencies(buildDir: string): void {
  const inside = !relative(process.cwd(), resolve(buildDir)).startsWith("..");
  const link = join(buildDir, "node_modules");
  if (inside || existsSync(link)) return;
  symlinkSync(resolve("node_modules"), link, "dir");
}
