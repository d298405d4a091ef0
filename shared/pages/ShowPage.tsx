/** Show page (show-page issue). STUB: the show-page helper replaces this file's contents. */
import type { Lang } from "../i18n/lang";
import type { ShowView } from "../view/pages/show";
import { ContentPage } from "./ContentPage";

export function ShowPage({ view, lang }: { view: ShowView; lang: Lang }) {
  return <ContentPage view={view.content} lang={lang} />;
}
