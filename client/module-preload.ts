/**
 * A navigation's modules fetched at once (issue 22 point 4). An `import()` finds the chunks its
 * module imports only when that module has arrived, and a loader imports more on its way (the
 * router, the loaders, the decoders, the page), so a client navigation waited on four rounds of
 * chunks before its data was even asked for: ~300 of its ~550 ms on this machine, more on a phone's
 * link. The build writes, per dynamically imported module, its chunk and every chunk it imports
 * (esbuild.config.ts, the manifest's `lazy`), as a file the start script names; with it, the
 * modules a navigation will import are preloaded together as it starts. Without it (not yet
 * fetched, or failed) the imports still load the modules, round by round.
 */
type Graph = Record<string, string[]>;

let graph: Graph | undefined;
const preloaded = new Set<string>();

/** Fetches the build's module graph once, after hydration: a file of ~3 KB every page shares. */
export function loadModuleGraph(): void {
  const url = document.querySelector<HTMLScriptElement>("script[data-app-graph]")?.dataset.appGraph;
  if (!url || graph) return;
  fetch(url)
    .then((res) => (res.ok ? (res.json() as Promise<Graph>) : undefined))
    .then((loaded) => {
      graph = loaded;
    })
    .catch(() => undefined);
}

/** Links every chunk of these modules (source files, as esbuild names them) not linked before. */
export function preloadModules(files: readonly string[]): void {
  if (!graph) return;
  const added = document.createDocumentFragment();
  for (const href of files.flatMap((file) => graph?.[file] ?? [])) {
    if (preloaded.has(href)) continue;
    preloaded.add(href);
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    added.append(link);
  }
  document.head.append(added);
}

/** What every client navigation imports before its page: the router, the loaders and the render API's decoder. */
export const NAVIGATION_MODULES = ["client/data-router.ts", "shared/routes/loaders.ts", "shared/contract/result.ts", "shared/contract/render.ts"] as const;
