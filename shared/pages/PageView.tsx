import type { PageData } from "../routes/page-data";
import { CalendarPage } from "./CalendarPage";
import { ContentPage } from "./ContentPage";
import { HomePage } from "./HomePage";
import { ListPage } from "./ListPage";
import { MessagePage } from "./MessagePage";
import { RedirectingPage } from "./RedirectingPage";
import { SearchPage } from "./SearchPage";
import { ShowPage } from "./ShowPage";

/** Picks the page component for a loader's view model. */
export function PageView({ page }: { page: PageData }) {
  const { view, lang } = page;
  switch (view.kind) {
    case "message":
      return <MessagePage message={view.message} lang={lang} />;
    case "redirecting":
      return <RedirectingPage href={view.href} lang={lang} />;
    case "home":
      return <HomePage view={view} lang={lang} />;
    case "list":
      return <ListPage view={view} />;
    case "content":
      return <ContentPage view={view} lang={lang} />;
    case "calendar":
      return <CalendarPage view={view} lang={lang} />;
    case "search":
      return <SearchPage view={view} lang={lang} />;
    case "show":
      return <ShowPage view={view} lang={lang} />;
  }
}
