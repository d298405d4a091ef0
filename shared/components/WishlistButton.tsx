/**
 * The wish-list heart (spec 3 §2, §4). The server and the first client render always show the
 * "not in list" state: the list is only known after the account lookup in an effect, so
 * hydration matches and the heart fills in afterwards.
 */
import { useState, type SyntheticEvent } from "react";
import type { Lang } from "../i18n/lang";
import { useWishlistItem } from "../state/wishlist";

export const WISHLIST_TEXTS: Record<Lang, { add: string; remove: string; failed: string }> = {
  nl: {
    add: "Toevoegen aan verlanglijst",
    remove: "Verwijderen van verlanglijst",
    failed: "Het is niet gelukt uw verlanglijst bij te werken. Probeer het later opnieuw.",
  },
  en: {
    add: "Add to wish list",
    remove: "Remove from wish list",
    failed: "Your wish list could not be updated. Please try again later.",
  },
};

/** `name`: the show's, where several hearts share a page (the calendar's cards), so each button says which show it keeps. */
export function WishlistButton(props: { productionPageId: string; lang: Lang; className?: string; name?: string }) {
  const { productionPageId, lang } = props;
  const texts = WISHLIST_TEXTS[lang];
  const { inList, pending, failed, toggle } = useWishlistItem(productionPageId);
  const label = inList ? texts.remove : texts.add;
  // The tip opens towards the middle of the screen so it never sticks out (a wider page would
  // scroll sideways on phones). Decided on hover/focus only, so the server render is unaffected.
  const [tipAtEnd, setTipAtEnd] = useState(false);
  const placeTip = (e: SyntheticEvent<HTMLElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    setTipAtEnd(rect.left + rect.width / 2 > window.innerWidth / 2);
  };
  return (
    <span className={["wishlist", props.className].filter(Boolean).join(" ")}>
      <button
        type="button"
        className="wishlist__button"
        aria-pressed={inList}
        aria-label={props.name ? `${label}: ${props.name}` : label}
        aria-busy={pending || undefined}
        onClick={toggle}
        onPointerEnter={placeTip}
        onFocus={placeTip}
      >
        <HeartIcon filled={inList} />
        <span className={`wishlist__tooltip${tipAtEnd ? " wishlist__tooltip--end" : ""}`} aria-hidden="true">
          {label}
        </span>
      </button>
      {/* Always present so screen readers announce the message when it appears. */}
      <span role="status" className={failed ? "wishlist__status" : "visually-hidden"}>
        {failed ? texts.failed : ""}
      </span>
    </span>
  );
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg className="wishlist__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d="M12 20.5s-7.5-4.6-9.3-9.4C1.4 7.6 3.6 4 7.2 4c2 0 3.6 1.1 4.8 2.8C13.2 5.1 14.8 4 16.8 4c3.6 0 5.8 3.6 4.5 7.1-1.8 4.8-9.3 9.4-9.3 9.4z"
        fill={filled ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}
