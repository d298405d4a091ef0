/**
 * Wish-list changes (spec 3 §2, §4, §7). The local list changes only after the account service
 * confirmed the call, so the heart never shows a state the server does not have. Failures are
 * warned about, not logged as errors: an unreachable account service is a normal situation.
 */
import { useCallback, useRef, useState } from "react";
import { useApp } from "../components/app-context";
import { hasCookie, useAccount } from "./account";
import { useModalActions } from "./modals";

export type WishlistAction = "add" | "remove";

const METHODS: Record<WishlistAction, "PUT" | "DELETE"> = { add: "PUT", remove: "DELETE" };

/** `PUT {base}/wishlist/add` or `DELETE {base}/wishlist/remove` with `{ prod_page }`; throws unless 2xx. */
export async function callWishlist(
  accountServiceUrl: string,
  action: WishlistAction,
  productionPageId: string,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  const res = await fetchImpl(`${accountServiceUrl.replace(/\/+$/, "")}/wishlist/${action}`, {
    method: METHODS[action],
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ prod_page: productionPageId }),
    credentials: "include",
  });
  if (!res.ok) throw new Error(`account service answered ${res.status}`);
}

/** The list after a confirmed change; adding never duplicates (spec 3 §4). */
export function applyWishlistChange(list: readonly string[], action: WishlistAction, id: string): readonly string[] {
  if (action === "add") return list.includes(id) ? list : [...list, id];
  return list.includes(id) ? list.filter((item) => item !== id) : list;
}

export interface WishlistItem {
  inList: boolean;
  pending: boolean;
  /** The last change failed; cleared by the next press. */
  failed: boolean;
  toggle: () => void;
}

/**
 * One heart's state. Logged out (no sync cookie, or no user name yet) a press only opens the
 * wish-list modal, whose text then asks the visitor to log in: calling the service would fail.
 */
export function useWishlistItem(productionPageId: string): WishlistItem {
  const { config } = useApp();
  const { loggedIn, wishlist, setWishlist } = useAccount();
  const { openWishlistModal } = useModalActions();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  // A ref, not the state, guards against a second press before the re-render.
  const busy = useRef(false);
  const inList = wishlist.includes(productionPageId);

  const toggle = useCallback(() => {
    if (busy.current) return;
    setFailed(false);
    const canCall = loggedIn && config.accountServiceUrl !== "" && hasCookie(document.cookie, config.syncCookieName);
    if (!canCall) {
      openWishlistModal();
      return;
    }
    const action: WishlistAction = inList ? "remove" : "add";
    busy.current = true;
    setPending(true);
    callWishlist(config.accountServiceUrl, action, productionPageId)
      .then(() => {
        setWishlist((list) => applyWishlistChange(list, action, productionPageId));
        if (action === "add") openWishlistModal();
      })
      .catch((error: unknown) => {
        console.warn(`wishlist: ${action} failed`, error);
        setFailed(true);
      })
      .finally(() => {
        busy.current = false;
        setPending(false);
      });
  }, [config, loggedIn, inList, productionPageId, setWishlist, openWishlistModal]);

  return { inList, pending, failed, toggle };
}
