/**
 * The visitor's account (spec 1 §6, spec 3 §7): the account service is asked for the user only
 * when its sync cookie is present, from an effect so server and first client render agree
 * (logged out). Any failure leaves the visitor logged out and is only warned about: a console
 * error would fail the browser tests for what is a normal, recoverable situation.
 */
import { createContext, useContext, useEffect, useMemo, useState, type Dispatch, type ReactNode, type SetStateAction } from "react";
import { readBoundedJson } from "../contract/bounded-body";
import type { PublicConfig } from "../public-config";

export interface AccountState {
  /** Empty when logged out (spec: logged in means a non-empty name). */
  userName: string;
  loggedIn: boolean;
  /** Production page ids on the wish list. */
  wishlist: readonly string[];
  /** Applies a wish-list change after the account service confirmed it (spec 3 §4); takes an updater so quick presses on several hearts do not overwrite each other. */
  setWishlist: Dispatch<SetStateAction<readonly string[]>>;
}

const AccountContext = createContext<AccountState>({
  userName: "",
  loggedIn: false,
  wishlist: [],
  setWishlist: () => {},
});

export function hasCookie(cookieHeader: string, name: string): boolean {
  if (!name) return false;
  return cookieHeader.split(";").some((part) => part.trim().startsWith(`${name}=`));
}

export async function fetchAccountUser(
  accountServiceUrl: string,
  signal?: AbortSignal,
): Promise<{ userName: string; wishlist: string[] } | null> {
  const res = await fetch(`${accountServiceUrl.replace(/\/+$/, "")}/user`, { credentials: "include", signal });
  if (!res.ok) throw new Error(`account service answered ${res.status}`);
  // The schema (and zod) only when the sync cookie sent us here, not in every page's first load.
  const { AccountUser } = await import("../contract/services");
  const parsed = AccountUser.safeParse(await readBoundedJson(res));
  if (!parsed.success) throw new Error(`account service answer not understood: ${parsed.error.message}`);
  return { userName: parsed.data.fullname?.trim() ?? "", wishlist: parsed.data.wishlist };
}

export function AccountProvider({ config, children }: { config: PublicConfig; children: ReactNode }) {
  const [userName, setUserName] = useState("");
  const [wishlist, setWishlist] = useState<readonly string[]>([]);
  const { accountServiceUrl, syncCookieName } = config;

  useEffect(() => {
    if (!accountServiceUrl || !hasCookie(document.cookie, syncCookieName)) return;
    const controller = new AbortController();
    fetchAccountUser(accountServiceUrl, controller.signal)
      .then((user) => {
        if (!user) return;
        setUserName(user.userName);
        setWishlist(user.wishlist);
      })
      .catch((err: unknown) => {
        if (!controller.signal.aborted) console.warn("account: user lookup failed", err);
      });
    return () => controller.abort();
  }, [accountServiceUrl, syncCookieName]);

  const value = useMemo(
    () => ({ userName, loggedIn: userName !== "", wishlist, setWishlist }),
    [userName, wishlist],
  );
  return <AccountContext.Provider value={value}>{children}</AccountContext.Provider>;
}

export function useAccount(): AccountState {
  return useContext(AccountContext);
}
