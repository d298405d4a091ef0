/**
 * Builds the hashed client bundle (JS + CSS) with a manifest the server reads, copies static files,
 * and bundles the server. react-router's package points at its development build unless aliased,
 * so both bundles alias it to the production build.
 */
import { cpSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { basename } from "node:path";
import { build } from "esbuild";

// BUILD_DIR lets parallel checkouts or test runs build side by side; the server and tests read the same variable.
const out = process.env.BUILD_DIR ?? "dist";
const reactRouter = "./node_modules/react-router/dist/production/index.mjs";
const reactRouterDom = "./node_modules/react-router/dist/production/dom-export.mjs";

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const client = await build({
  entryPoints: { app: "client/entry.tsx", styles: "client/styles/index.css" },
  outdir: `${out}/assets`,
  entryNames: "[name]-[hash]",
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
writeFileSync(
  `${out}/manifest.json`,
  JSON.stringify({ js: find("client/entry.tsx", ".js"), css: find("client/styles/index.css", ".css") }, null, 2),
);
cpSync("client/static", `${out}/static`, { recursive: true });

await build({
  entryPoints: { index: "server/index.ts" },
  outdir: `${out}/server`,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  alias: { "react-router": reactRouter },
  sourcemap: "linked",
  logLevel: "warning",
});
