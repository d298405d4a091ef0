/**
 * The full stylesheets the server linked for print (server/render/document.ts), applied once all
 * have loaded and in one step: the page's HTML already has its rules inline, and a sheet applied
 * before the one it follows could override rules meant to refine it. Later parts (menus, client
 * navigation, a slider starting) use the full sheets.
 */
export function applyDeferredStyles(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>("link[data-deferred]")];
  return Promise.all(links.map(loaded)).then(() => {
    for (const link of links) {
      link.media = "all";
      delete link.dataset.deferred;
    }
  });
}

function loaded(link: HTMLLinkElement): Promise<void> {
  if (link.sheet) return Promise.resolve();
  return new Promise((resolve) => {
    // A sheet that failed leaves the inline rules in charge, not the others unapplied.
    link.addEventListener("load", () => resolve(), { once: true });
    link.addEventListener("error", () => resolve(), { once: true });
  });
}
