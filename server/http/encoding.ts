/**
 * Which of the offered encodings a client gets: the one it gives the highest q, brotli on a tie
 * (browsers list gzip first, and brotli is smaller). `accepts` breaks ties by the header's order
 * and has no way to prefer; negotiator 1.1's `preferred` option does exactly this, and is what
 * compression() uses, so the pages, the rest stylesheets and compression() agree on every header.
 */
import type { IncomingMessage } from "node:http";
import Negotiator from "negotiator";

const PREFERRED: readonly string[] = ["br", "gzip"];

// @types/negotiator (0.6) does not declare the `preferred` option negotiator 1.1 takes.
type EncodingWithPreferred = (this: Negotiator, available: readonly string[], options: { preferred: readonly string[] }) => string | undefined;

export function bestEncoding<T extends string>(req: IncomingMessage, offered: readonly T[]): T | undefined {
  const negotiator = new Negotiator(req);
  return (negotiator.encoding as EncodingWithPreferred).call(negotiator, offered, { preferred: PREFERRED }) as T | undefined;
}
