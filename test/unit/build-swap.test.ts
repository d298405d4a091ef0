/**
 * Builds swapped in by one rename (issue 24 §7): `dist` is always a whole build, the old real
 * folder gives way once, and pruning keeps the linked build, the newest finished ones and any
 * unfinished build still being written.
 */
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { freshBuildDir, pruneBuilds, swapIn } from "../../scripts/build-swap";

let root: string;
let target: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "build-swap-"));
  target = join(root, "dist");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function build(label: string): string {
  const dir = freshBuildDir(target);
  writeFileSync(join(dir, "manifest.json"), label);
  return dir;
}

describe("swapping a build in", () => {
  it("replaces a real dist folder from before, then each later build in place", () => {
    mkdirSync(target);
    writeFileSync(join(target, "manifest.json"), "old");
    swapIn(target, build("first"));
    expect(lstatSync(target).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(target, "manifest.json"), "utf8")).toBe("first");
    swapIn(target, build("second"));
    expect(readFileSync(join(target, "manifest.json"), "utf8")).toBe("second");
  });

  it("a fresh build folder is readable by others, as dist was", () => {
    expect(lstatSync(freshBuildDir(target)).mode & 0o777).toBe(0o755);
  });

  it("many swaps at once leave one whole build linked, never a missing or half one", async () => {
    const dirs = Array.from({ length: 12 }, (_, i) => build(`build-${i}`));
    await Promise.all(dirs.map((dir) => Promise.resolve().then(() => swapIn(target, dir))));
    expect(readFileSync(join(target, "manifest.json"), "utf8")).toMatch(/^build-\d+$/);
    expect(existsSync(join(target, ".complete"))).toBe(true);
  });
});

describe("pruning", () => {
  it("keeps the linked build, the three newest finished ones and a build still being written", () => {
    const finished = Array.from({ length: 6 }, (_, i) => {
      const dir = build(`b${i}`);
      swapIn(target, dir);
      // Older builds, older folders.
      utimesSync(dir, new Date(2026, 0, 1 + i), new Date(2026, 0, 1 + i));
      return dir;
    });
    const writing = build("in progress");
    const abandoned = build("left behind");
    utimesSync(abandoned, new Date(2025, 0, 1), new Date(2025, 0, 1));
    pruneBuilds(target);
    const linked = join(root, readlinkSync(target));
    expect(linked).toBe(finished[5]);
    expect(finished.map((dir) => existsSync(dir))).toEqual([false, false, true, true, true, true]);
    expect(existsSync(writing)).toBe(true);
    expect(existsSync(abandoned)).toBe(false);
  });
});
