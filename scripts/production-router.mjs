/**
 * A module resolution hook for the in-process render bench (scripts/bench.ts): react-router as the
 * built server runs it. react-router's package sends Node to its development build whatever
 * NODE_ENV says (its exports have no production condition), and the server's bundle aliases it to
 * the production one (esbuild.config.ts); the bench, run from source, measured the development
 * build's checks in the data step and in React's render alike.
 */
const PRODUCTION = new URL("../node_modules/react-router/dist/production/index.mjs", import.meta.url).href;

export async function resolve(specifier, context, next) {
  return specifier === "react-router" ? { url: PRODUCTION, format: "module", shortCircuit: true } : next(specifier, context);
}
