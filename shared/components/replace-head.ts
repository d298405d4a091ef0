/** What a client navigation writes into the head (document-head.ts): a chunk of its own. */
import type { PageData } from "../view/page-data";
import { HEAD_TAGS_SELECTOR, headTags } from "../view/head-tags";
import type { AppContextValue } from "./app-context";

/** Puts the page's head in place of what the last page left, after the title as the server writes it. */
export function showHead(doc: Document, { head, lang }: PageData, { site, config }: AppContextValue, focused: Element | null): void {
  doc.title = head.title;
  doc.documentElement.lang = lang;
  for (const el of doc.head.querySelectorAll(HEAD_TAGS_SELECTOR)) el.remove();
  const added = doc.createDocumentFragment();
  for (const [tag, attrs] of headTags(head, { lang, origin: config.publicOrigin, siteName: site.name })) {
    const el = doc.createElement(tag);
    for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
    added.append(el);
  }
  if (head.jsonLd) {
    const script = doc.createElement("script");
    script.type = "application/ld+json";
    script.textContent = head.jsonLd;
    added.append(script);
  }
  const title = doc.head.querySelector("title");
  if (title) title.after(added);
  else doc.head.append(added);
  // Not while the visitor types or works in a dialog: a search shows its results as a new page at
  // each pause in typing, and its title, said again each time, drowned the results' count.
  if (doc.activeElement?.closest("input, textarea, select, [contenteditable], dialog, [role=dialog]")) return;
  announce(doc, head.title, lang);
  // Focus goes where a page load leaves it, to the new page's start (`#main`, the skip link's
  // target in Frame.tsx), so the next Tab is in its content: it stayed on the link followed, in
  // the footer or the pager, now off-screen (a keyboard audit). Unless the visitor has moved it
  // while this chunk came: a Tab already in the new page is not undone.
  if (doc.activeElement === focused) doc.getElementById("main")?.focus({ preventScroll: true });
}

/** A polite status outside the app's root, made at the first navigation (this chunk's first use). */
export const ANNOUNCER_ID = "page-announcer";

/**
 * A screen reader hears which page a client navigation showed, by its title, as after a page load
 * (a screen-reader audit heard only "Laden…"). The text is set a frame after the region exists, as
 * a live region made and filled at once is not always read.
 */
function announce(doc: Document, title: string, lang: string): void {
  let region = doc.getElementById(ANNOUNCER_ID);
  if (!region) {
    region = doc.createElement("p");
    region.id = ANNOUNCER_ID;
    region.className = "visually-hidden";
    region.setAttribute("role", "status");
    doc.body.append(region);
  }
  const said = region;
  requestAnimationFrame(() => {
    said.lang = lang;
    said.textContent = title;
  });
}
