/** Search page (programme issue). STUB: the search helper replaces this file's contents. */
import type { Lang } from "../i18n/lang";
import type { SearchView } from "../view/pages/search";
import { ListPage } from "./ListPage";

export function SearchPage({ view, lang }: { view: SearchView; lang: Lang }) {
  return <ListPage view={{ kind: "list", heading: lang === "nl" ? "Zoeken" : "Search", items: view.shows }} />;
}
