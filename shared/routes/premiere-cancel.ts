/**
 * The premiere cancel page `/premiere-afmelden` (spec 3 §2, §5; Dutch only): the mail link's `ref`
 * names who cancels for which premiere. A ref that does not decode shows 'Er is iets misgegaan.'
 * and calls nothing. The page carries an email, so it is personal: never stored, noindex.
 */
import { data } from "react-router";
import { decodeCancelRef, type PremiereCancelRef } from "../contract/forms";
import type { FormState } from "../forms/engine";
import { PREMIERE_CANCEL_TEXTS } from "../i18n/form-texts";
import { pageTitle, type HeadVM } from "../view/head";
import { frameFor } from "./loaders";
import type { PageData } from "./page-data";
import type { PageSource } from "./source";

export interface PremiereCancelView {
  kind: "premiereCancel";
  /** null: the ref did not decode. */
  ref: PremiereCancelRef | null;
  /** The page itself with its ref: where the form posts without JavaScript. */
  action: string;
  state?: FormState;
}

export async function loadPremiereCancel(request: Request, source: PageSource) {
  const url = new URL(request.url);
  const ref = decodeCancelRef(url.searchParams.get("ref"));
  if (!ref) source.log("warn", "premiere cancel ref does not decode", {});
  const frame = await frameFor(source, "nl", request.signal);
  const head: HeadVM = { title: pageTitle(PREMIERE_CANCEL_TEXTS.heading, source.site.name), path: url.pathname, robots: "noindex, nofollow" };
  const view: PremiereCancelView = { kind: "premiereCancel", ref, action: url.pathname + url.search, state: source.formState };
  return data<PageData>({ status: 200, lang: "nl", head, frame, view, private: true }, { status: 200 });
}
