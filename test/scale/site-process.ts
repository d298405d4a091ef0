/**
 * A built site process (BUILD_DIR, as operators run it) on a loopback port, its JSON log lines kept
 * for assertions: which requests reached it, what it purged, what it said about Redis.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { existsSync, symlinkSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { until } from "../../scripts/scale-engines";

export const BUILD_DIR = process.env.BUILD_DIR ?? "dist";
const ENTRY = join(BUILD_DIR, "server", "index.js");

export type LogLine = Record<string, any> & { msg?: string };

export interface SiteProcess {
  name: string;
  port: number;
  url: string;
  logs: LogLine[];
  child: ChildProcess;
  /** Log lines of requests carrying this X-Request-Id. */
  requestsWithId(id: string): LogLine[];
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export async function startSiteProcess(name: string, port: number, env: Record<string, string>): Promise<SiteProcess> {
  if (!existsSync(ENTRY)) throw new Error(`no built server at ${ENTRY}: run the build first (with the same BUILD_DIR)`);
  linkDependencies();
  const child = spawn(process.execPath, [ENTRY], {
    env: { PATH: process.env.PATH, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = once(child, "exit");
  const logs: LogLine[] = [];
  let partial = "";
  child.stdout!.on("data", (chunk) => {
    const lines = (partial + String(chunk)).split("\n");
    partial = lines.pop() ?? "";
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line) as LogLine);
      } catch {
        logs.push({ msg: line });
      }
    }
  });
  await until(`${name} to listen`, () => {
    if (child.exitCode !== null) throw new Error(`${name} exited ${child.exitCode}`);
    return logs.some((l) => typeof l.msg === "string" && l.msg.startsWith("listening on"));
  });
  return {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    logs,
    child,
    requestsWithId: (id) => logs.filter((l) => l.req?.id === id),
    kill: async (signal = "SIGTERM") => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      await exited;
    },
  };
}

/** A build outside the checkout finds the packages through a link to ours (as scripts/built-server.ts does). */
function linkDependencies(): void {
  const inside = !relative(process.cwd(), resolve(BUILD_DIR)).startsWith("..");
  const link = join(BUILD_DIR, "node_modules");
  if (inside || existsSync(link)) return;
  symlinkSync(resolve("node_modules"), link, "dir");
}
