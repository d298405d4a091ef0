/**
 * The sales button wherever it appears (spec 1 §4), from the view model the domain rule built.
 * The visit's referral is added here, after hydration, because only the browser knows it.
 */
import type { MouseEvent } from "react";
import { ticketShopUrl } from "../domain/links";
import type { SalesButton as SalesButtonVM } from "../domain/sales-button";
import type { Lang } from "../i18n/lang";
import { useReferral } from "../state";
import { AppLink } from "./AppLink";

export function SalesButton(props: {
  button: SalesButtonVM;
  lang: Lang;
  className?: string;
  /** When given and the button is not a plain link, pressing it calls this (scroll to the play schedule). */
  onActivate?: () => void;
}) {
  const { button, lang, onActivate } = props;
  const referral = useReferral();
  const classes = ["button", `button--${button.color}`, "sales-button", props.className].filter(Boolean).join(" ");
  if (button.kind === "inactive" || !button.href) {
    // Nothing to act on (started, ended, sold out, cancelled…): a status text, not a button's look,
    // in the spec's colour where it names one (brown) — issue 26. With onActivate it scrolls to the dates.
    return onActivate ? (
      <button type="button" className={classes} onClick={onActivate}>
        {button.text}
      </button>
    ) : (
      <span className={["sales-button", "sales-button--inactive", `sales-button--${button.color}`, props.className].filter(Boolean).join(" ")}>{button.text}</span>
    );
  }
  const href = referral && button.kind === "ticketShop" ? ticketShopUrl(button.href, { lang, referral }) : button.href;
  const onClick = onActivate && button.kind === "phone" ? (e: MouseEvent) => (e.preventDefault(), onActivate()) : undefined;
  const anchor = { className: classes, target: button.newTab ? "_blank" : undefined, rel: button.rel ?? undefined, onClick, children: button.text };
  // A show page's dates (a card's "more dates" state) are a page of the site: the router's to follow.
  return button.kind === "internal" ? <AppLink to={href} {...anchor} /> : <a href={href} {...anchor} />;
}
