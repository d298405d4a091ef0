/**
 * The account service's user (spec 3 §7), asked only when the sync cookie is present
 * (account.tsx): a module of its own, loaded then, so the lookup, its bounded reading and its
 * schema (zod) stay out of every page's first load.
 */
import { readBoundedJson } from "../contract/bounded-body";
import { AccountUser } from "../contract/services";

export async function fetchAccountUser(
  accountServiceUrl: string,
  signal?: AbortSignal,
): Promise<{ userName: string; wishlist: string[] } | null> {
  const res = await fetch(`${accountServiceUrl.replace(/\/+$/, "")}/user`, { credentials: "include", signal });
  if (!res.ok) throw new Error(`account service answered ${res.status}`);
  const parsed = AccountUser.safeParse(await readBoundedJson(res));
  if (!parsed.success) throw new Error(`account service answer not understood: ${parsed.error.message}`);
  return { userName: parsed.data.fullname?.trim() ?? "", wishlist: parsed.data.wishlist };
}
