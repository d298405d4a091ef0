import { Link } from "react-router";
import type { Lang } from "../i18n/lang";
import { routePath } from "../routes/table";
import type { HomeView } from "../view/pages/home";
import { ListPage } from "./ListPage";

export function HomePage({ view, lang }: { view: HomeView; lang: Lang }) {
  return (
    <div className="home-page">
      <h1 className={view.hideTitleMobile ? "home-page__title home-page__title--hide-mobile" : "home-page__title"}>
        {view.title ?? ""}
      </h1>
      <p className="home-page__actions">
        <Link className="button" to={routePath("calendar", lang)}>
          {lang === "nl" ? "Bekijk de volledige agenda" : "Show complete calendar"}
        </Link>
      </p>
      {view.news.length > 0 && <ListPage view={{ kind: "list", heading: lang === "nl" ? "Nieuws" : "News", items: view.news }} />}
    </div>
  );
}
