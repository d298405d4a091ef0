/**
 * An esbuild plugin: the data router's chunk (client/data-router.ts) gets react-router's code as a
 * copy of its own. esbuild splits code by file, and react-router ships as one file, so the router's
 * navigation machinery (createRouter, ~17 KB gzip), used only once a visitor heads elsewhere, rode
 * in every page's first load beside the hooks and components the page needs (issue 22 point 3).
 * The copy holds what the chunk uses: createRouter's instance checks are duck-typed, and it makes
 * elements with the one React, which is not copied (bare imports resolve as always).
 */
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type { Plugin } from "esbuild";

const COPY = "?router-chunk";

/**
 * The file's top-level React calls (contexts, memo and forwardRef components) marked pure, as they
 * are, and their display names (for developer tools) left out: esbuild keeps any statement it cannot
 * prove free of effects, and with it what the statement names. The copy then holds the router and
 * what it uses, not the components and contexts the first load already has.
 */
function pure(source: string): string {
  return source
    .replace(/^(var \w+ = )(React\d*\.(?:createContext|memo|forwardRef)\()/gm, "$1/* @__PURE__ */ $2")
    .replace(/^\w+\.displayName = "[^"]*";$/gm, "");
}

export function routerCopy(importer: string, entry: string): Plugin {
  return {
    name: "router-copy",
    setup(b) {
      b.onResolve({ filter: /^react-router$/ }, (args) => (resolve(args.importer) === resolve(importer) ? { path: resolve(entry), suffix: COPY, sideEffects: false } : undefined));
      // The copy's own relative imports (react-router's chunk files) are copies too.
      b.onResolve({ filter: /^\.\.?\// }, (args) => (args.pluginData === COPY ? { path: resolve(args.resolveDir, args.path), suffix: COPY, sideEffects: false } : undefined));
      b.onLoad({ filter: /\.m?js$/ }, (args) =>
        args.suffix === COPY ? { contents: pure(readFileSync(args.path, "utf8")), loader: "js", resolveDir: dirname(args.path), pluginData: COPY } : undefined,
      );
    },
  };
}
