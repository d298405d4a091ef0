/**
 * How the server is bundled (esbuild.config.ts), shared with the in-process render bench
 * (scripts/bench.ts), which bundles its entry the same way so that it measures the code operators
 * run: run from source under tsx, every named closure went through esbuild's `__name` helper (a
 * property defined per closure made, per render), and react-router resolved to its development build.
 */
import type { BuildOptions } from "esbuild";

/** react-router's package sends Node to its development build whatever NODE_ENV says: both bundles alias it. */
export const REACT_ROUTER_PRODUCTION = "./node_modules/react-router/dist/production/index.mjs";

export const SERVER_BUNDLE = {
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  packages: "external",
  alias: { "react-router": REACT_ROUTER_PRODUCTION },
  logLevel: "warning",
} satisfies BuildOptions;
