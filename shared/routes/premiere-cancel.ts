/**
 * The premiere cancel page `/premiere-afmelden` (spec 3 §2, §5; Dutch only): the mail link's `ref`
 * names who cancels for which premiere. A ref that does not decode shows 'Er is iets misgegaan.'
 * and calls nothing. The page carries an email, so it is personal: never stored, noindex.
 */
import { data } from "react-router";
import { decodeCancelRef } from "../contract/forms";
import { PREMIERE_CANCEL_TEXTS } from "../i18n/form-texts";
import { pageTitle, type HeadVM } from "../view/head";
import type { PremiereCancelView } from "../view/pages/premiere-cancel";
import { frameFor } from "./frame-for";
import type { PageData } from "../view/page-data";
import type { PageSource } from "../paths/source";

export async function loadPremiereCancel(request: Request, source: PageSource) {
  const url = new URL(request.url);
  const ref = decodeCancelRef(url.searchParams.get("ref"));
  if (!ref) source.log("warn", "premiere cancel ref does not decode", {});
  const frame = await frameFor(source, "nl", request.signal);
  const head: HeadVM = { title: pageTitle(PREMIERE_CANCEL_TEXTS.heading, source.site.name), path: url.pathname, robots: "noindex, nofollow" };
  const view: PremiereCancelView = { kind: "premiereCancel", ref, action: url.pathname + url.search, state: source.formState };
  return data<PageData>({ status: 200, lang: "nl", head, frame, view, private: true }, { status: 200 });
}
