/** Show page view model (show-page issue). STUB: the show-page helper replaces this file's contents. */
import type { ViewContext } from "../../routes/view-context";
import type { HeadVM } from "../head";
import { mapContentPage, type ContentView } from "./content";

export interface ShowView {
  kind: "show";
  head?: Partial<HeadVM>;
  content: ContentView;
}

export async function mapShowView(ctx: ViewContext): Promise<ShowView> {
  return { kind: "show", content: mapContentPage(ctx.render) };
}
