/** The frame (menus, footer) of the pages a loader builds without a CMS answer of their own. */
import type { Lang } from "../i18n/lang";
import type { PageSource } from "../paths/source";
import { CMS_LIST_PATHS } from "../paths/table";
import { mapFrame } from "../view/frame";
import { fallbackFrame, type FrameVM } from "../view/frame-vm";

/** Message pages still show the real menus when the (cached) home answer is there. */
export async function frameFor(source: PageSource, lang: Lang, signal: AbortSignal): Promise<FrameVM> {
  const home = await source.render(CMS_LIST_PATHS.home![lang], new URLSearchParams(), signal).catch(() => null);
  if (home?.type === "OK") {
    try {
      return mapFrame(home.value, lang, source.site);
    } catch {
      // fall through to the fallback frame
    }
  }
  return fallbackFrame(lang, source.site);
}
