/**
 * Work done once per CMS answer, not once per request (docs/decisions/caching.md, "View models
 * kept with their answer"). The server's upstream cache hands every request the same decoded answer
 * object until it is refreshed or purged, so what is computed from that object alone (plus small
 * inputs named in the key: language, the Amsterdam day, the site) can be kept beside it in a
 * WeakMap: it goes when the answer leaves the cache, and a new answer starts afresh. A result kept
 * this way can own further results in turn (the home's calendar widget hangs on the kept programme).
 * In the browser each fetched answer is a new object, so this only skips repeats of the same one.
 *
 * What is kept is shared by every later request: callers treat it as read-only, and the key must
 * name every input the result depends on. Nothing finer than the day may go in (no clock time, no
 * randomness, nothing per visitor).
 */

/** Results kept per answer: a few days × languages × kinds; an older one goes first. */
const PER_ANSWER = 16;

const memos = new WeakMap<object, Map<string, unknown>>();
/**
 * Every object and array inside a kept result: read-only and shared, so what is derived from one
 * alone can be kept too. Only the server reads it (its page data's bytes), so only it marks them.
 */
const keptObjects = new WeakSet<object>();
const marking = typeof window === "undefined";

/** `compute()` once per (answer, key); a thrown error is not kept. */
export function perAnswer<T>(answer: object, key: string, compute: () => T): T {
  let memo = memos.get(answer);
  if (!memo) memos.set(answer, (memo = new Map()));
  if (memo.has(key)) return memo.get(key) as T;
  const value = compute();
  if (marking) markKept(value);
  if (memo.size >= PER_ANSWER) memo.delete(memo.keys().next().value!);
  memo.set(key, value);
  return value;
}

/**
 * Whether `value` is (inside) a result kept per answer: the server writes such a part of the page
 * data's JSON once (server/render/app-data-bytes.ts).
 */
export function isKept(value: object): boolean {
  return keptObjects.has(value);
}

function markKept(value: unknown): void {
  if (value === null || typeof value !== "object" || keptObjects.has(value)) return;
  keptObjects.add(value);
  for (const inner of Array.isArray(value) ? value : Object.values(value)) markKept(inner);
}

const valueKeys = new WeakMap<object, string>();

/**
 * An input named whole in a key (the site's public config), by value, written once per object:
 * listing the fields a mapper reads today would miss one a later change reads.
 */
export function valueKey(value: object): string {
  let key = valueKeys.get(value);
  if (key === undefined) valueKeys.set(value, (key = JSON.stringify(value)));
  return key;
}

const identities = new WeakMap<object, number>();
let lastIdentity = 0;

/**
 * A second answer named in a key by identity: a result made from two answers (the home's slides,
 * from its own answer and the day's programme) is kept with one and names the other, so a new
 * answer of either makes it afresh.
 */
export function identityKey(value: object): string {
  let id = identities.get(value);
  if (id === undefined) identities.set(value, (id = ++lastIdentity));
  return `#${id}`;
}
