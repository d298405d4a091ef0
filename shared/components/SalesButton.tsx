/**
 * The sales button wherever it appears (spec 1 §4), from the view model the domain rule built.
 * A ticket-shop button carries the visit's referral (TicketShopAnchor).
 */
import type { MouseEvent } from "react";
import type { SalesButton as SalesButtonVM } from "../domain/sales-button";
import { AppLink } from "./AppLink";
import { TicketShopAnchor } from "./TicketShopAnchor";

export function SalesButton(props: {
  button: SalesButtonVM;
  className?: string;
  /** When given and the button is not a plain link, pressing it calls this (scroll to the play schedule). */
  onActivate?: () => void;
}) {
  const { button, onActivate } = props;
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
  const onClick = onActivate && button.kind === "phone" ? (e: MouseEvent) => (e.preventDefault(), onActivate()) : undefined;
  const anchor = { className: classes, target: button.newTab ? "_blank" : undefined, rel: button.rel ?? undefined, onClick, children: button.text };
  // A show page's dates (a card's "more dates" state) are a page of the site: the router's to follow.
  if (button.kind === "internal") return <AppLink to={button.href} {...anchor} />;
  return button.kind === "ticketShop" ? <TicketShopAnchor href={button.href} {...anchor} /> : <a href={button.href} {...anchor} />;
}
