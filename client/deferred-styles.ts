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
 * Links the full sheets after everything, once, for a client navigation: a page's rest reckons with
 * the classes that page shows together (server/render/rest-css.ts), and the next page's elements
 * may carry others. The navigation restyles the page anyway. Every call has the one load to wait for.
 */
let full: Promise<unknown> | undefined;

export function linkFullStyles(): Promise<unknown> {
  return (full ??= Promise.all(
    [...document.querySelectorAll<HTMLLinkElement>("link[data-full]")].map((rest) => {
      const link = document.createElement("link");
      link.rel = "stylesheet";
      link.href = rest.dataset.full!;
      document.head.append(link);
      return loaded(link);
    }),
  ));
}

function loaded(link: HTMLLinkElement): Promise<void> {
  // A sheet that failed leaves the inline rules in charge, not the others unapplied.
  return link.sheet ? Promise.resolve() : new Promise((resolve) => (link.onload = link.onerror = () => resolve()));
}
