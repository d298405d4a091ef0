/**
 * React's packages as one ES module of their own, which the client bundle imports as an external
 * file (issue 22 point 2, docs/decisions/rendering.md "Session 24").
 *
 * Bundled with the app, React, react-dom and the scheduler were evaluated in the same task as the
 * router and every site module of the first load: one task of 28–44 ms at 1× on every page, the
 * page's longest (~150 ms at Lighthouse's 4×). A module graph is evaluated in one task unless a
 * module in it awaits; this file ends by awaiting the next task, so React's packages are evaluated
 * in one task and the modules that import them in the next. As ES modules with named exports, the
 * app's modules also import React's bindings directly: esbuild's CommonJS interop wrapped React
 * once per importing module (24 times on the home page, 1–2.5 ms of the evaluation).
 */
import { execFileSync } from "node:child_process";
import { build, type BuildOptions, type Plugin } from "esbuild";

/** The React entry points the client imports, and the name each one's exports go by in the vendor source. */
const PACKAGES = { react: "react", "react/jsx-runtime": "jsxRuntime", "react-dom": "reactDom", "react-dom/client": "reactDomClient" } as const;
type Specifier = keyof typeof PACKAGES;

/**
 * Each package's exports, by name: a name two packages share (`version`, `Fragment`) goes to the
 * first, and must be the same value in both (the build fails otherwise). Read from the production
 * builds the bundle holds (their index files choose by NODE_ENV, and development builds export
 * more), in a child process: requiring them here would choose by this process's environment.
 */
export function exportNames(): Record<Specifier, string[]> {
  const script = `
    const seen = new Map();
    const names = Object.fromEntries(${JSON.stringify(Object.keys(PACKAGES))}.map((specifier) => {
      const exports = require(specifier);
      return [specifier, Object.keys(exports).filter((name) => {
        const first = seen.get(name);
        if (!first) return seen.set(name, [specifier, exports[name]]), true;
        if (first[1] !== exports[name]) throw new Error(first[0] + " and " + specifier + " export different " + name);
        return false;
      })];
    }));
    console.log(JSON.stringify(names));`;
  return JSON.parse(execFileSync(process.execPath, ["-e", script], { env: { ...process.env, NODE_ENV: "production" }, encoding: "utf8" })) as Record<Specifier, string[]>;
}

/**
 * Made while React's packages are evaluated, in place of `Error`: an error without a captured stack.
 * With the DevTools protocol attached (Lighthouse, the tests, a developer's open DevTools), V8
 * captures a detailed stack for every error made, and to give its line numbers it parses again each
 * function on the stack. react-dom makes sentinel errors at its top level (SuspenseException and
 * others, compared by identity, never shown), so the whole of react-dom and of this module were
 * parsed again: ~20 of this module's 22–27 ms of evaluation at 1× in Chromium, 1.4–2.6 ms without.
 */
export const QUIET_ERROR = `function Error(message, options) {
  const error = Object.create(NativeError.prototype);
  if (message !== undefined) error.message = String(message);
  if (options && "cause" in options) error.cause = options.cause;
  return error;
}`;

/**
 * The vendor module's source: each package's exports (exportNames) as named exports of one module,
 * React as its default export (swiper's `import React from "react"`), then the await. The packages
 * are evaluated with QUIET_ERROR as the global `Error`, the browser's own restored after.
 */
export function vendorSource(names: Record<Specifier, string[]>): string {
  return [
    // The app's own next task: a message, which a test's paused page clock does not hold.
    `import { nextTask } from "./shared/components/next-task";`,
    `let ${Object.values(PACKAGES).join(", ")};`,
    "const NativeError = globalThis.Error;",
    `globalThis.Error = Object.assign(Object.setPrototypeOf(${QUIET_ERROR}, NativeError), { prototype: NativeError.prototype });`,
    "try {",
    ...Object.entries(PACKAGES).map(([specifier, local]) => `  ${local} = require(${JSON.stringify(specifier)});`),
    "} finally {",
    "  globalThis.Error = NativeError;",
    "}",
    ...Object.entries(PACKAGES)
      .filter(([specifier]) => names[specifier as Specifier].length > 0)
      .map(([specifier, local]) => `export const { ${names[specifier as Specifier].join(", ")} } = ${local};`),
    "export default react;",
    "await nextTask();",
  ].join("\n");
}

/** Builds the vendor module into `outdir` with the client's options; returns its output file (relative to the working directory). */
export async function buildReactVendor(options: BuildOptions, outdir: string): Promise<string> {
  const result = await build({
    ...options,
    entryPoints: undefined,
    stdin: { contents: vendorSource(exportNames()), resolveDir: process.cwd(), sourcefile: "react-vendor.js", loader: "js" },
    outdir,
    entryNames: "react-[hash]",
    splitting: false,
    plugins: [],
    metafile: true,
  });
  return Object.keys(result.metafile.outputs).find((file) => file.endsWith(".js"))!;
}

/**
 * The client build's imports of React's packages resolve to one module that re-exports the vendor
 * module at `url`, left as an import. Listing the names instead imports every one in each chunk
 * (react-router reads React's exports by computed name) and came out 0.3 KB larger.
 */
export function reactVendorExternal(url: string): Plugin {
  return {
    name: "react-vendor",
    setup(b) {
      b.onResolve({ filter: /^(react|react-dom|scheduler)(\/.*)?$/ }, (args) =>
        args.path in PACKAGES ? { path: "bindings", namespace: "react-vendor" } : { errors: [{ text: `${args.path} is not in the React vendor module (scripts/react-vendor.ts)` }] },
      );
      b.onResolve({ filter: /.*/, namespace: "react-vendor" }, () => ({ path: url, external: true }));
      b.onLoad({ filter: /.*/, namespace: "react-vendor" }, () => ({ contents: `export * from "vendor"; export { default } from "vendor";`, loader: "js" }));
    },
  };
}
