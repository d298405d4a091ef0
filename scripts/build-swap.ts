/**
 * Two builds at once from one checkout (`npm start` and `SITE=fonds npm start`, issue 24 §7) must
 * not write into the same folder: each builds into a fresh sibling folder (`dist.build-XXXXXX`),
 * and `dist` becomes a symlink to it in one rename, so readers see the old build or the new one,
 * never half of one. A running server keeps the build it started from (it resolves its files from
 * its own real path, server/index.ts), so older builds are kept a while: the newest few stay.
 */
import { chmodSync, existsSync, lstatSync, mkdtempSync, readdirSync, readlinkSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";

/** Marks a build that finished: only finished builds are ever linked, and pruned by age rank. */
const COMPLETE = ".complete";
/** Finished builds kept besides the linked one (servers started from them keep working). */
const KEEP = 3;
/** An unfinished build folder this old was left by a build that failed or was stopped. */
const ABANDONED_MS = 60 * 60_000;

/** A fresh, empty folder next to `target` for one build to write. */
export function freshBuildDir(target: string): string {
  const dir = mkdtempSync(`${target}.build-`);
  // mkdtemp makes it private to its owner; a server run as another user must read it, as it could dist/.
  chmodSync(dir, 0o755);
  return dir;
}

/** Makes `target` point at the finished build `built`, replacing whatever was there in one rename. */
export function swapIn(target: string, built: string): void {
  writeFileSync(join(built, COMPLETE), new Date().toISOString());
  const link = `${target}.link-${process.pid}-${Math.random().toString(36).slice(2)}`;
  symlinkSync(basename(built), link, "dir");
  try {
    renameSync(link, target);
  } catch (err) {
    // A real folder from before builds were swapped in: removed once, then the link takes its place.
    if (!isCode(err, "EISDIR", "ENOTEMPTY", "EEXIST")) throw err;
    rmSync(target, { recursive: true, force: true });
    renameSync(link, target);
  }
}

/** Removes finished builds beyond the newest few and unfinished ones left long ago; never the linked one. */
export function pruneBuilds(target: string, now = Date.now()): void {
  const dir = dirname(target);
  const prefix = `${basename(target)}.build-`;
  const linked = linkedBuild(target);
  const builds = readdirSync(dir)
    .filter((name) => name.startsWith(prefix) && name !== linked)
    .map((name) => ({ path: join(dir, name), complete: existsSync(join(dir, name, COMPLETE)), mtime: statSync(join(dir, name)).mtimeMs }));
  const finished = builds.filter((b) => b.complete).sort((a, b) => b.mtime - a.mtime);
  const stale = [...finished.slice(KEEP), ...builds.filter((b) => !b.complete && now - b.mtime > ABANDONED_MS)];
  for (const build of stale) rmSync(build.path, { recursive: true, force: true });
}

function linkedBuild(target: string): string | null {
  try {
    return lstatSync(target).isSymbolicLink() ? basename(readlinkSync(target)) : null;
  } catch {
    return null;
  }
}

function isCode(err: unknown, ...codes: string[]): boolean {
  return typeof err === "object" && err !== null && codes.includes(String((err as { code?: unknown }).code));
}
