/**
 * The root route: the page frame around the current page, the loading line during navigation,
 * document title and language following navigation, and the scroll rules.
 */
import { memo, useEffect, type ReactNode } from "react";
import { Outlet, useMatches, useNavigation } from "react-router";
import { langOfPath } from "../i18n/lang";
import type { PageData } from "../view/page-data";
import { fallbackFrame } from "../view/frame-vm";
import { useApp } from "./app-context";
import { Frame } from "./frame/Frame";
import { NavigationLoading } from "./frame/loading-status";
import { MessagePage } from "../pages/MessagePage";
import { AnalyticsTracker } from "./AnalyticsTracker";
import { TagManager } from "./TagManager";
import { usePageChange } from "./page-change";
import { useScrollRules } from "./use-scroll-rules";
import { useDocumentHead } from "./document-head";
import { useHydrated } from "./frame/env";

export function Root() {
  const page = useMatches().at(-1)?.data as PageData | undefined;
  const navigation = useNavigation();
  useDocumentHead(page);
  usePageChange(page);
  useScrollRules();
  const hydrated = useHydrated();
  useEffect(() => {
    // Marks a live page once the browser's own state has been applied (state/browser-state.ts):
    // CSS can reveal script-only controls, tests can await hydration.
    if (hydrated) document.documentElement.dataset.hydrated = "true";
  }, [hydrated]);
  return (
    <NavigationLoading value={navigation.state === "loading"}>
      <PageFrame page={page}>{outlet}</PageFrame>
    </NavigationLoading>
  );
}

/**
 * One element for every render: with the same page and this same child, `PageFrame` is skipped
 * when only the navigation's state changed, and the outlet renders on its own (it follows the
 * router's context).
 */
const outlet = <Outlet />;

/** A render error anywhere below the root: the 500 page in the fallback frame, never a blank screen. */
export function RootErrorBoundary() {
  const lang = typeof window === "undefined" ? "nl" : langOfPath(window.location.pathname);
  usePageChange(undefined);
  return (
    <PageFrame page={undefined}>
      <MessagePage message="error" lang={lang} />
    </PageFrame>
  );
}

/** Re-renders when the page does: a navigation's "loading" state reaches the loading line alone (frame/loading-status.tsx). */
const PageFrame = memo(function PageFrame({ page, children }: { page: PageData | undefined; children: ReactNode }) {
  const { site, config } = useApp();
  const lang = page?.lang ?? "nl";
  return (
    <Frame frame={page?.frame ?? fallbackFrame(lang, site)} lang={lang} site={site} config={config}>
      <TagManager />
      <AnalyticsTracker page={page} />
      {children}
    </Frame>
  );
});
