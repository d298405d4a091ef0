/**
 * What every frame part needs (language, site, public config, texts), given once by <Frame> so
 * the parts stay small, plus the one link component that knows internal from external.
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { AppLink } from "../AppLink";
import { TicketShopAnchor } from "../TicketShopAnchor";
import { frameTexts, type FrameTexts } from "../../i18n/frame-texts";
import type { Lang } from "../../i18n/lang";
import type { PublicConfig } from "../../public-config";
import type { Site } from "../../site";
import type { MenuItemVM } from "../../view/frame-vm";
import { applyBrowserState } from "../../state/browser-state";

export interface FrameEnv {
  lang: Lang;
  site: Site;
  config: PublicConfig;
  t: FrameTexts;
}

const FrameEnvContext = createContext<FrameEnv | null>(null);

export function FrameEnvProvider({ env, children }: { env: Omit<FrameEnv, "t">; children: ReactNode }) {
  return <FrameEnvContext.Provider value={{ ...env, t: frameTexts[env.lang] }}>{children}</FrameEnvContext.Provider>;
}

export function useFrameEnv(): FrameEnv {
  const env = useContext(FrameEnvContext);
  if (!env) throw new Error("frame parts must be rendered inside <Frame>");
  return env;
}

type LinkTarget = Pick<MenuItemVM, "href" | "internal" | "newTab">;

interface FrameLinkProps {
  link: LinkTarget;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
  /** The link is to the page shown (a site path; only internal links can be). */
  current?: boolean;
}

/** Internal links navigate inside the app; ticket-shop ones carry the referral; new-tab ones say so. */
export function FrameLink({ link, className, children, onClick, current }: FrameLinkProps) {
  const { t } = useFrameEnv();
  if (link.internal) {
    return (
      <AppLink to={link.href} className={className} onClick={onClick} aria-current={current ? "page" : undefined}>
        {children}
      </AppLink>
    );
  }
  // Neither internal nor in a new tab: a ticket-shop link (spec 1 §5, view/frame.ts).
  if (!link.newTab) {
    return (
      <TicketShopAnchor href={link.href} className={className} onClick={onClick}>
        {children}
      </TicketShopAnchor>
    );
  }
  return (
    <a href={link.href} className={className} onClick={onClick} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t.newTab}</span>
    </a>
  );
}

/**
 * False in the server HTML and in the hydrating render, true after: markup that must work without
 * JavaScript (links to #fragments, a visible search form) is swapped for the scripted controls
 * only once the script runs, so hydration sees the same tree the server sent.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => applyBrowserState(() => setHydrated(true)), []);
  return hydrated;
}
