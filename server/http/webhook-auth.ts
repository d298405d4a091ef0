/**
 * Authentication of the CMS webhook, apart from Express so the sample CMS and tests can sign with
 * the same code. Three ways in, one verifier:
 * - `X-Webhook-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + raw body)>`, the
 *   scheme Stripe and Sanity use: the timestamp is signed, so a captured call is only good inside
 *   the tolerance window, and the replay guard makes it good once;
 * - Standard Webhooks (standardwebhooks.com; what Svix-based senders use): `webhook-id`,
 *   `webhook-timestamp` and `webhook-signature: v1,<base64 HMAC-SHA256(key, id.timestamp.body)>`
 *   (space-separated during a rotation), selected by a `whsec_<base64 key>` entry in the secrets.
 *   The delivery id is its idempotency key (server/http/webhook-deliveries.ts);
 * - `Authorization: Bearer <token>` for a CMS that can only send a fixed header. It cannot expire
 *   or be single-use, which is why it is the fallback and has its own setting.
 */
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { LRUCache } from "lru-cache";

export const SIGNATURE_HEADER = "x-webhook-signature";
/** Standard Webhooks' headers. */
export const STANDARD_HEADERS = { id: "webhook-id", timestamp: "webhook-timestamp", signature: "webhook-signature" } as const;
/** A Standard Webhooks secret as senders show it: `whsec_` and the base64 key. */
const STANDARD_SECRET = /^whsec_([A-Za-z0-9+/]+={0,2})$/;
const DELIVERY_ID = /^[\x21-\x7e]{1,200}$/;
/** How far the signed timestamp may be from our clock, either way (Stripe's default). */
export const TOLERANCE_S = 300;
/** A CMS may list one signature per secret while it rotates keys; more is not a real sender. */
const MAX_SIGNATURES = 8;
/** Seen signatures kept at once: far above any CMS's rate over a 10-minute window. */
const MAX_SEEN = 10_000;

/** The header value a sender puts in `X-Webhook-Signature` for this body. */
export function signWebhook(body: string, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): string {
  return `t=${nowSeconds},v1=${hmacHex(secret, nowSeconds, body)}`;
}

function hmacHex(secret: string, t: number, body: string | Buffer): string {
  return createHmac("sha256", secret).update(`${t}.`).update(body).digest("hex");
}

/** The `webhook-signature` value a Standard Webhooks sender puts on this delivery. */
export function signStandardWebhook(body: string, id: string, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): Record<(typeof STANDARD_HEADERS)[keyof typeof STANDARD_HEADERS], string> {
  return { "webhook-id": id, "webhook-timestamp": String(nowSeconds), "webhook-signature": `v1,${standardHmac(standardKey(secret)!, id, nowSeconds, body).toString("base64")}` };
}

function standardHmac(key: Buffer, id: string, t: number, body: string | Buffer): Buffer {
  return createHmac("sha256", key).update(`${id}.${t}.`).update(body).digest();
}

/** The key of a `whsec_` secret, or null for a plain one (the X-Webhook-Signature scheme). */
export function standardKey(secret: string): Buffer | null {
  const match = STANDARD_SECRET.exec(secret);
  return match ? Buffer.from(match[1]!, "base64") : null;
}

export type AuthResult =
  | { ok: true; method: "signature"; replayKey: string; t: number }
  | { ok: true; method: "standard"; deliveryId: string; t: number }
  | { ok: true; method: "bearer" }
  | { ok: false; reason: string };

export interface AuthHeaders {
  signature?: string;
  authorization?: string;
  legacySignature?: string;
  standard?: { id?: string; timestamp?: string; signature?: string };
}

export interface WebhookAuthOptions {
  secrets: readonly string[];
  bearerToken?: string;
  /** Milliseconds since the epoch; injected so tests can move time. */
  now?: () => number;
}

export class WebhookAuth {
  private readonly now: () => number;
  private readonly seen: LRUCache<string, true>;
  private readonly tokenDigest: Buffer | null;
  private readonly hmacSecrets: readonly string[];
  private readonly standardKeys: readonly Buffer[];

  constructor(private readonly opts: WebhookAuthOptions) {
    this.now = opts.now ?? Date.now;
    this.hmacSecrets = opts.secrets.filter((s) => standardKey(s) === null);
    this.standardKeys = opts.secrets.map(standardKey).filter((k): k is Buffer => k !== null);
    this.seen = new LRUCache<string, true>({ max: MAX_SEEN, ttlAutopurge: false, perf: { now: this.now } });
    this.tokenDigest = opts.bearerToken ? digest(opts.bearerToken) : null;
  }

  get configured(): boolean {
    return this.opts.secrets.length > 0 || this.tokenDigest !== null;
  }

  /** Checks the headers against the raw body; never parses the body and never records anything. */
  check(body: Buffer, headers: AuthHeaders): AuthResult {
    if (headers.signature !== undefined) return this.checkSignature(body, headers.signature);
    if (headers.standard?.signature !== undefined) return this.checkStandard(body, headers.standard);
    const bearer = /^Bearer +(\S+) *$/i.exec(headers.authorization ?? "");
    if (bearer) {
      if (!this.tokenDigest) return { ok: false, reason: "bearer token not configured" };
      return timingSafeEqual(digest(bearer[1]!), this.tokenDigest) ? { ok: true, method: "bearer" } : { ok: false, reason: "wrong bearer token" };
    }
    if (headers.legacySignature !== undefined) return { ok: false, reason: "untimed X-CMS-Signature is no longer accepted" };
    return { ok: false, reason: "no signature or bearer token" };
  }

  /**
   * Records an accepted signature. Check and record run in one synchronous stretch of the handler,
   * so two copies of one call arriving together cannot both get through.
   */
  remember(replayKey: string, t: number): boolean {
    if (this.seen.size >= MAX_SEEN) this.seen.purgeStale();
    // Refusing beats evicting: an evicted signature could be replayed.
    if (this.seen.size >= MAX_SEEN) return false;
    this.seen.set(replayKey, true, { ttl: replayTtlMs(t, this.now()) });
    return true;
  }

  private checkSignature(body: Buffer, header: string): AuthResult {
    const parsed = parseSignatureHeader(header);
    if (!parsed) return { ok: false, reason: "malformed signature header" };
    const { t, signatures } = parsed;
    let match: string | null = null;
    // Every secret against every signature, without stopping early: timing says nothing about which matched.
    for (const secret of this.hmacSecrets) {
      const expected = Buffer.from(hmacHex(secret, t, body), "hex");
      for (const given of signatures) {
        if (timingSafeEqual(expected, Buffer.from(given, "hex")) && match === null) match = given;
      }
    }
    if (match === null) return { ok: false, reason: this.hmacSecrets.length === 0 ? "signature secrets not configured" : "signature mismatch" };
    // Checked after the signature so the log tells a late genuine call (clock skew) from a forgery.
    if (Math.abs(Math.floor(this.now() / 1000) - t) > TOLERANCE_S) return { ok: false, reason: "timestamp outside tolerance" };
    const replayKey = `${t}:${match}`;
    if (this.seen.has(replayKey)) return { ok: false, reason: "replayed signature" };
    return { ok: true, method: "signature", replayKey, t };
  }

  /** Standard Webhooks: any `v1,` signature of the list made with any `whsec_` key, inside the tolerance. */
  private checkStandard(body: Buffer, headers: NonNullable<AuthHeaders["standard"]>): AuthResult {
    const id = headers.id ?? "";
    const t = /^\d{1,12}$/.test(headers.timestamp ?? "") ? Number(headers.timestamp) : null;
    const signatures = (headers.signature ?? "").split(" ").filter(Boolean);
    if (!DELIVERY_ID.test(id) || t === null || signatures.length === 0 || signatures.length > MAX_SIGNATURES) return { ok: false, reason: "malformed Standard Webhooks headers" };
    const given = signatures.flatMap((s) => (/^v1,[A-Za-z0-9+/]{43}=$/.test(s) ? [Buffer.from(s.slice(3), "base64")] : []));
    let matched = false;
    // Every key against every signature, without stopping early, as for the other scheme.
    for (const key of this.standardKeys) {
      const expected = standardHmac(key, id, t, body);
      for (const signature of given) if (timingSafeEqual(expected, signature)) matched = true;
    }
    if (!matched) return { ok: false, reason: this.standardKeys.length === 0 ? "Standard Webhooks secret (whsec_) not configured" : "signature mismatch" };
    if (Math.abs(Math.floor(this.now() / 1000) - t) > TOLERANCE_S) return { ok: false, reason: "timestamp outside tolerance" };
    return { ok: true, method: "standard", deliveryId: id, t };
  }
}

/** How long an accepted signature must be remembered: a timestamp up to TOLERANCE_S ahead keeps it valid for up to twice the window. */
export function replayTtlMs(t: number, nowMs: number): number {
  return Math.max(1, (t + TOLERANCE_S) * 1000 - nowMs + 1000);
}

/** `t=<seconds>,v1=<hex>[,v1=<hex>...]`; unknown schemes (v0) are ignored, as Stripe does. */
export function parseSignatureHeader(header: string): { t: number; signatures: string[] } | null {
  let t: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(",")) {
    const eq = part.indexOf("=");
    if (eq < 0) return null;
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === "t") {
      if (t !== null || !/^\d{1,12}$/.test(value)) return null;
      t = Number(value);
    } else if (key === "v1") {
      if (!/^[0-9a-fA-F]{64}$/.test(value)) return null;
      signatures.push(value.toLowerCase());
    }
  }
  if (t === null || signatures.length === 0 || signatures.length > MAX_SIGNATURES) return null;
  return { t, signatures };
}

/** Equal-length digests, so timingSafeEqual neither throws nor reveals the token's length. */
function digest(token: string): Buffer {
  return createHash("sha256").update(token).digest();
}
