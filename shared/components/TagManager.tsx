/**
 * The site's tag-manager container (one per site process, TAG_MANAGER_ID), loaded after the
 * consent defaults are set, and told about every consent change. Nothing renders; nothing runs on
 * the server. Without a container id the data layer still collects pushes (for later use).
 */
import { useEffect } from "react";
import { consentSignals, tagManagerScriptUrl } from "../domain/consent";
import { useConsent } from "../state";
import { useApp } from "./app-context";

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** Google's gtag: the tag manager only reads commands pushed as an `arguments` object, not an array. */
function gtag(..._args: unknown[]): void {
  const w = window as DataLayerWindow;
  w.dataLayer ??= [];
  // eslint-disable-next-line prefer-rest-params
  w.dataLayer.push(arguments);
}

let defaultsSent = false;

export function TagManager() {
  const { config } = useApp();
  // Every choice is sent, also one that keeps basic: it tells the tag manager the visitor answered.
  const { preference, ready, choices } = useConsent();

  useEffect(() => {
    if (!ready) return;
    const first = !defaultsSent;
    defaultsSent = true;
    gtag("consent", first ? "default" : "update", consentSignals(preference));
    if (first && config.tagManagerId) {
      (window as DataLayerWindow).dataLayer!.push({ "gtm.start": Date.now(), event: "gtm.js" });
      const script = document.createElement("script");
      script.async = true;
      script.src = tagManagerScriptUrl(config.tagManagerId);
      // Allowed by the page's 'strict-dynamic' (our bundle, allowed by hash, adds it), as are the
      // scripts and tags it adds in turn (docs/decisions/security.md).
      document.head.append(script);
    }
  }, [ready, preference, choices, config.tagManagerId]);

  return null;
}
