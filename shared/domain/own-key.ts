/**
 * Lookups keyed by outside input (a query value, a path segment, a CMS id or entity name) in a
 * plain object: only the object's own keys count, so `constructor`, `__proto__`, `toString` and the
 * rest of Object.prototype are unknown keys like any other, never an inherited function.
 */
export function ownValue<V>(record: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
