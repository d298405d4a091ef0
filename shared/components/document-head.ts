/**
 * The document's head following client navigation: title, language, and the elements the server
 * writes from the page's HeadVM (description, robots, canonical, hreflang, Open Graph; the
 * view/head-tags.ts list) and its JSON-LD. The first render keeps the head the server wrote, so
 * the code that writes them (replace-head.ts) is a chunk of its own, fetched at the first
 * navigation: in the first load it was +0.2–0.4 KB on pages whose budget had 0.2 KB left.
 */
import { useEffect, useRef } from "react";
import type { PageData } from "../view/page-data";
import { useApp } from "./app-context";

export function useDocumentHead(page: PageData | undefined): void {
  const app = useApp();
  const written = useRef(true);
  useEffect(() => {
    if (written.current) {
      written.current = false;
      return;
    }
    // Resolved in the order asked: two quick navigations leave the second page's head. The focus as
    // the page is shown: moved to the page's start only if the visitor has not moved it meanwhile.
    const focused = document.activeElement;
    if (page) void import("./replace-head").then(({ showHead }) => showHead(document, page, app, focused));
  }, [page, app]);
}
