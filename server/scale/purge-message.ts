/**
 * What travels on the Redis purge channel of a site: one purge as the webhook accepted it, with the
 * id of the process that published it and a message id the receivers acknowledge. Decoded with zod
 * like any other outside input: Redis is shared infrastructure, and a malformed or foreign message
 * must be ignored, not crash a subscriber.
 */
import { z } from "zod";
import type { PurgeMode, PurgeRequest } from "../cache";

const Purge = z.union([
  z.strictObject({ all: z.literal(true) }),
  z.strictObject({ paths: z.array(z.string().min(1).max(1024)).min(1).max(500) }),
  z.strictObject({ tags: z.array(z.string().min(1).max(200)).min(1).max(500) }),
]);

const PurgeMessage = z.strictObject({
  v: z.literal(1),
  id: z.string().min(1).max(100),
  from: z.string().min(1).max(100),
  mode: z.enum(["soft", "hard"]),
  purge: Purge,
});
export type PurgeMessage = { v: 1; id: string; from: string; mode: PurgeMode; purge: PurgeRequest };

const AckMessage = z.strictObject({ v: z.literal(1), id: z.string().min(1).max(100), by: z.string().min(1).max(100) });
export type AckMessage = z.infer<typeof AckMessage>;

export function encodePurge(message: Omit<PurgeMessage, "v">): string {
  return JSON.stringify({ v: 1, ...message });
}

export function decodePurge(text: string): PurgeMessage | null {
  return decodeWith(PurgeMessage, text) as PurgeMessage | null;
}

export function encodeAck(ack: Omit<AckMessage, "v">): string {
  return JSON.stringify({ v: 1, ...ack });
}

export function decodeAck(text: string): AckMessage | null {
  return decodeWith(AckMessage, text);
}

function decodeWith<T>(schema: z.ZodType<T>, text: string): T | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** Channel names: one per site, so a carre purge never touches fonds processes sharing the Redis. */
export function channels(prefix: string, site: string): { purge: string; ack: string; replay: string; flash: string } {
  return { purge: `${prefix}:${site}:purge`, ack: `${prefix}:${site}:purge-ack`, replay: `${prefix}:${site}:webhook-seen:`, flash: `${prefix}:${site}:form-flash:` };
}
