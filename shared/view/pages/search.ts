/** Search view model (programme issue). STUB: the search helper replaces this file's contents. */
import type { ViewContext } from "../../routes/view-context";
import type { HeadVM } from "../head";
import { mapCalendarList, type ListItem } from "./lists";

export interface SearchView {
  kind: "search";
  head?: Partial<HeadVM>;
  q: string | null;
  shows: ListItem[];
}

export async function mapSearchView(ctx: ViewContext): Promise<SearchView> {
  return { kind: "search", q: ctx.url.searchParams.get("q"), shows: mapCalendarList(ctx.render, "").items };
}
