/**
 * Builds the hashed client bundle (JS + CSS) with a manifest the server reads, copies static files,
 * and bundles the server. react-router's package points at its development build unless aliased,
 * so both bundles alias it to the production build.
 */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { basename, join, relative, resolve } from "node:path";
import { build } from "esbuild";
import { gzipSync } from "node:zlib";

// BUILD_DIR lets parallel checkouts or test runs build side by side; the server and tests read the same variable.
const out = process.env.BUILD_DIR ?? "dist";
const reactRouter = "./node_modules/react-router/dist/production/index.mjs";
const reactRouterDom = "./node_modules/react-router/dist/production/dom-export.mjs";

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const client = await build({
  // boot runs before the app's module graph is evaluated (module scripts run in document order):
  // with splitting, shared chunks that build zod schemas would otherwise run before the entry's
  // first import could switch zod to jitless.
  entryPoints: { boot: "client/zod-jitless.ts", app: "client/entry.tsx", styles: "client/styles/index.css" },
  outdir: `${out}/assets`,
  entryNames: "[name]-[hash]",
  // Pages that are split modules (shared/pages/page-modules.ts) become chunks of their own, so
  // swiper and each page's code load only where they are used.
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
  bundle: true,
  minify: true,
  sourcemap: "linked",
  format: "esm",
  target: ["chrome110", "firefox110", "safari16"],
  define: { "process.env.NODE_ENV": '"production"' },
  alias: { "react-router/dom": reactRouterDom, "react-router": reactRouter },
  loader: { ".svg": "file", ".woff2": "file" },
  metafile: true,
  logLevel: "warning",
});

const outputs = Object.entries(client.metafile.outputs);
const find = (entry: string, ext: string) =>
  `/assets/${basename(outputs.find(([file, meta]) => meta.entryPoint === entry && file.endsWith(ext))![0])}`;
/** The URL of a metafile output path (relative to the working directory). */
function assetUrl(file: string): string {
  return `/assets/${relative(resolve(out, "assets"), resolve(file))}`;
}

/** A module's output and every chunk it imports statically, transitively: what loading it fetches. */
function closure(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const statics = client.metafile.outputs[file]!.imports.filter((i) => i.kind === "import-statement").map((i) => i.path);
  return [file, ...statics.flatMap((f) => closure(f, seen))];
}
const entryFile = outputs.find(([file, meta]) => meta.entryPoint === "client/entry.tsx" && file.endsWith(".js"))![0];
const firstLoad = new Set(closure(entryFile));
const pages = Object.fromEntries(
  outputs
    .filter(([file, meta]) => meta.entryPoint?.startsWith("shared/pages/") && file.endsWith(".js"))
    .map(([file, meta]) => [meta.entryPoint!, closure(file).filter((f) => !firstLoad.has(f)).map(assetUrl)]),
);
writeFileSync(
  `${out}/manifest.json`,
  JSON.stringify({ boot: find("client/zod-jitless.ts", ".js"), js: find("client/entry.tsx", ".js"), css: find("client/styles/index.css", ".css"), pages }, null, 2),
);
printSizes(firstLoad, pages);
cpSync("client/static", `${out}/static`, { recursive: true });

await build({
  entryPoints: { index: "server/index.ts" },
  outdir: `${out}/server`,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  packages: "external",
  alias: { "react-router": reactRouter },
  sourcemap: "linked",
  logLevel: "warning",
});

/** First-load JavaScript per page: the entry's chunks plus the page's own, min and gzip. */
function printSizes(firstLoad: Set<string>, pages: Record<string, string[]>): void {
  const size = (files: string[]) => {
    const bytes = files.map((f) => readFileSync(f.startsWith("/assets/") ? join(out, f) : f));
    return { min: bytes.reduce((n, b) => n + b.length, 0), gzip: bytes.reduce((n, b) => n + gzipSync(b).length, 0) };
  };
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`.padStart(7);
  const base = size([...firstLoad]);
  console.log(`client first load (entry chunks): ${kb(base.min)} min ${kb(base.gzip)} gzip`);
  for (const [page, files] of Object.entries(pages)) {
    const own = size(files);
    console.log(`  + ${page.padEnd(32)} ${kb(own.min)} min ${kb(own.gzip)} gzip  → ${kb(base.gzip + own.gzip)} gzip first load`);
  }
}
