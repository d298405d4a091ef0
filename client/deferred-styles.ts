/**
 * The rest of the stylesheets the server linked for print (server/render/document.ts): what the
 * page's inline CSS lacks, applied once all have loaded and in one step, so a sheet is never
 * applied before the one it follows. (An address of a rest the server cannot make, another
 * build's say, sends the full sheet instead: server/http/rest-styles.ts.)
 */
export function applyDeferredStyles(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>("link[data-deferred]")];
  return Promise.all(links.map(loaded)).then(() => {
    for (const link of links) link.media = "all";
  });
}

/**
 * The full sheets, for client navigation: a page's rest reckons with the classes that page shows
 * together (server/render/rest-css.ts), and the next page's elements may carry others. They are
 * linked as a navigation starts, for print, so loading them restyles nothing, and applied in the
 * commit that shows the next page (`applyFullStyles`): applied at once, they restyled the page being
 * left, ~40–100 ms of main thread on this machine's Chromium for a home page about to be replaced.
 */
let full: { links: HTMLLinkElement[]; loaded: Promise<unknown> } | undefined;

/** Links the full sheets after everything, once; every call has the one load to wait for. */
export function loadFullStyles(): Promise<unknown> {
  full ??= (() => {
    const links = [...document.querySelectorAll<HTMLLinkElement>("link[data-full]")].map((rest) => {
      const link = document.createElement("link");
      link.rel = "stylesheet";
      link.media = "print";
      link.href = rest.dataset.full!;
      return link;
    });
    document.head.append(...links);
    return { links, loaded: Promise.all(links.map(loaded)) };
  })();
  return full.loaded;
}

/** In the commit that shows a page: the full sheets apply from its first paint on (nothing before a navigation). */
export function applyFullStyles(): void {
  for (const link of full?.links ?? []) link.media = "all";
}

function loaded(link: HTMLLinkElement): Promise<void> {
  // A sheet that failed leaves the inline rules in charge, not the others unapplied.
  return link.sheet ? Promise.resolve() : new Promise((resolve) => (link.onload = link.onerror = () => resolve()));
}
