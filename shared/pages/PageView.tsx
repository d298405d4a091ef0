import { Suspense, type ComponentType } from "react";
import type { Lang } from "../i18n/lang";
import type { PageData } from "../view/page-data";
import { ConfirmationPage } from "./ConfirmationPage";
import { MessagePage } from "./MessagePage";
import { pageComponent } from "./page-modules";
import { RedirectingPage } from "./RedirectingPage";

/**
 * Picks the page component for a loader's view model. Small pages are here; the others are split
 * modules (page-modules.ts), loaded before they render, with Suspense only as a safety net.
 */
export function PageView({ page }: { page: PageData }) {
  const { view, lang } = page;
  if (view.kind === "message") return <MessagePage message={view.message} lang={lang} />;
  if (view.kind === "redirecting") return <RedirectingPage href={view.href} lang={lang} />;
  if (view.kind === "confirmation") return <ConfirmationPage view={view} lang={lang} />;
  // A correlated union TypeScript cannot follow: the component for view.kind takes exactly this view.
  const Page = pageComponent(view.kind) as ComponentType<{ view: typeof view; lang: Lang }>;
  return (
    <Suspense fallback={null}>
      <Page view={view} lang={lang} />
    </Suspense>
  );
}
