/**
 * The frame's loading line (spec 1 §2), told by a context of its own rather than a prop of the
 * frame: a navigation's "loading" state then renders this line alone, not the whole frame and the
 * page shown below it (docs/decisions/rendering.md, "Session 17").
 */
import { createContext, useContext } from "react";
import { useFrameEnv } from "./env";

/** True while the next page's data loads. */
export const NavigationLoading = createContext(false);

export function LoadingStatus() {
  const { t } = useFrameEnv();
  const loading = useContext(NavigationLoading);
  // Always present so screen readers announce the text when it appears.
  return (
    <p className="frame-loading" role="status" aria-live="polite">
      {loading ? t.loading : null}
    </p>
  );
}
