/**
 * Issue 26 point 12: a container runtime stops `npm start` with SIGTERM to the npm process. The
 * server must stop with it (the start script execs node, and npm forwards the signal), not stay
 * behind orphaned and listening. Runs the real script, so it builds first (slow).
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { connect } from "node:net";
import { describe, expect, it } from "vitest";

/** Whether a process with this id still exists (signal 0 only checks). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
}

describe("npm start as a container runs it", () => {
  it("SIGTERM to the npm process stops the server: npm exits, the server process is gone and its port closed", async () => {
    const npm = spawn("npm", ["start"], { env: { ...process.env, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info", NODE_ENV: "" }, stdio: ["ignore", "pipe", "pipe"] });
    const exited = once(npm, "exit");
    let out = "";
    const listening = new Promise<{ pid: number; port: number }>((resolve, reject) => {
      npm.stdout!.on("data", (chunk) => {
        out += String(chunk);
        const line = out.split("\n").find((l) => l.includes('"msg":"listening on'));
        if (line) {
          const entry = JSON.parse(line) as { pid: number; port: number };
          resolve({ pid: entry.pid, port: entry.port });
        }
      });
      npm.once("exit", (code) => reject(new Error(`npm start exited early (${code}): ${out.slice(-500)}`)));
    });
    npm.stderr!.resume();
    let server: { pid: number; port: number } | undefined;
    try {
      server = await listening;
      expect(server.pid).not.toBe(npm.pid);
      expect(await accepts(server.port)).toBe(true);
      npm.kill("SIGTERM");
      await exited;
      expect(alive(server.pid)).toBe(false);
      expect(await accepts(server.port)).toBe(false);
    } finally {
      // Never leave a server behind, whatever failed above.
      if (server && alive(server.pid)) process.kill(server.pid, "SIGKILL");
      if (npm.exitCode === null) npm.kill("SIGKILL");
    }
  }, 180_000);
});
