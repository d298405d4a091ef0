/**
 * Issue 24 §7: the README starts one site with `npm start` and the other with `SITE=fonds npm start`;
 * started together from one checkout, both builds run at once. Both must succeed (one used to die
 * with ENOENT in scripts/precompress.ts, its files removed by the other), and what is linked after
 * is one whole build: its manifest's files there, compressed copies included.
 * Two real builds (about a minute each on a loaded two-core machine), into a folder of their own.
 */
import { spawn } from "node:child_process";
import { existsSync, lstatSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = mkdtempSync(join(tmpdir(), "parallel-build-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function build(buildDir: string): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "esbuild.config.ts"], { env: { ...process.env, BUILD_DIR: buildDir }, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("close", (code) => resolve({ code, stderr }));
  });
}

describe("two builds at once from one checkout", () => {
  it("both succeed, and the linked build is whole", async () => {
    const target = join(root, "dist");
    const results = await Promise.all([build(target), build(target)]);
    expect(results.map((r) => r.code)).toEqual([0, 0]);
    expect(results.map((r) => r.stderr)).not.toContainEqual(expect.stringMatching(/ENOENT|Error/));
    expect(lstatSync(target).isSymbolicLink()).toBe(true);
    const manifest = JSON.parse(readFileSync(join(target, "manifest.json"), "utf8")) as { js: string; css: string; entryChunks: string[] };
    for (const file of [manifest.js, manifest.css, ...manifest.entryChunks]) {
      expect(existsSync(join(target, file)), file).toBe(true);
      // Compressed copies of every file of 1 KB or more (scripts/precompress.ts).
      if (statSync(join(target, file)).size >= 1024) for (const suffix of [".br", ".gz"]) expect(existsSync(join(target, file + suffix)), file + suffix).toBe(true);
    }
    expect(existsSync(join(target, "server", "index.js"))).toBe(true);
    // Both builds finished in folders of their own.
    expect(readdirSync(root).filter((name) => name.startsWith("dist.build-"))).toHaveLength(2);
  }, 600_000);
});
