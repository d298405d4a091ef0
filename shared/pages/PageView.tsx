import { memo, type ComponentType } from "react";
import type { Lang } from "../i18n/lang";
import type { PageData } from "../view/page-data";
import { MessagePage } from "./MessagePage";
import { pageComponent } from "./page-modules";
import { RedirectingPage } from "./RedirectingPage";

/**
 * Picks the page component for a loader's view model. Small pages are here; the others are split
 * modules (page-modules.ts), loaded before they render. No Suspense boundary around them: React
 * left a boundary's content dehydrated after the frame and then, at the frame's first update,
 * hydrated the whole page synchronously in one long task (245 ms at 4× CPU on the calendar).
 * Memoised: every change of the router's state (a navigation starting) renders the route again
 * with the same page, which then stays as it is.
 */
export const PageView = memo(function PageView({ page }: { page: PageData }) {
  const { view, lang } = page;
  if (view.kind === "message") return <MessagePage message={view.message} lang={lang} />;
  if (view.kind === "redirecting") return <RedirectingPage href={view.href} lang={lang} />;
  // A correlated union TypeScript cannot follow: the component for view.kind takes exactly this view.
  const Page = pageComponent(view.kind) as ComponentType<{ view: typeof view; lang: Lang }>;
  return <Page view={view} lang={lang} />;
});
