/**
 * The decoder and a contract's module, imported together: both load only when a page first asks the
 * API, and a request already sent overlaps their loading (client/render-answers.ts).
 */
export function withDecoder<M>(contract: Promise<M>) {
  return Promise.all([import("../shared/contract/result").then((m) => m.fetchDecoded), contract]);
}
