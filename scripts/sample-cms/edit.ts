/**
 * Content edits, so the purge loop can be watched: `POST /__edit` changes one field of a node in
 * the store and then fires the signed webhook `{"tags":[nodeId],"id":...}` at the site, as the
 * venue's CMS does when an editor publishes. The next page view should show the change. The event
 * id keeps two quick edits of one node from carrying the same signature (the site takes each once).
 */
import { randomUUID } from "node:crypto";
import express, { type Router } from "express";
import { z } from "zod";
import { signWebhook } from "../../server/http/webhook-auth";
import type { CmsNodeRecord, SiteKey, SiteStore } from "./content/model";

/** Where edits are announced: the site's full webhook URL and one of its secrets. Mutable, so tests can point it at an app started later. */
export interface WebhookTarget {
  url?: string;
  secret?: string;
}

export const EditRequest = z
  .strictObject({
    site: z.enum(["carre", "fonds"]).default("carre"),
    /** A public path of the site (`/pagina/contact`) or a node id (`DEFAULT_FOOTER`). */
    path: z.string().startsWith("/").optional(),
    node: z.string().min(1).max(200).optional(),
    field: z.string().min(1).max(64),
    value: z.union([z.string().max(100_000), z.number(), z.boolean(), z.null()]),
    /** Per-call target, for the CLI; else the one configured at start. */
    webhookUrl: z.url({ protocol: /^https?$/ }).optional(),
    webhookSecret: z.string().min(16).optional(),
  })
  .refine((r) => (r.path === undefined) !== (r.node === undefined), "give either path or node");
export type EditRequest = z.input<typeof EditRequest>;

const WEBHOOK_TIMEOUT_MS = 5_000;

export function editRouter(stores: Record<SiteKey, SiteStore>, target: WebhookTarget): Router {
  const router = express.Router();
  router.post("/__edit", express.json(), async (req, res) => {
    const parsed = EditRequest.safeParse(req.body);
    if (!parsed.success) return void res.status(400).json({ message: parsed.error.issues[0]?.message ?? "bad edit" });
    const edit = parsed.data;
    const store = stores[edit.site];
    const found = edit.path === undefined ? edit.node! : store.paths.get(edit.path);
    const id = typeof found === "string" ? found : found?.type === "node" ? found.id : undefined;
    const records = id === undefined ? [] : recordsOf(store, id);
    if (records.length === 0) return void res.status(404).json({ message: `no node at ${edit.path ?? edit.node}` });
    // Only fields the node already has: a typo should say so, not add a field nobody reads.
    const editable = records.filter((r) => Object.hasOwn(r.data, edit.field));
    if (editable.length === 0) return void res.status(400).json({ message: `node ${id} has no field ${edit.field}`, fields: Object.keys(records[0]!.data) });
    // Replaced, not mutated in place: an answer being serialised keeps the data it started with.
    for (const record of editable) record.data = { ...record.data, [edit.field]: edit.value };

    const url = edit.webhookUrl ?? target.url;
    const secret = edit.webhookSecret ?? target.secret;
    const webhook = url && secret ? await fireWebhook(url, secret, { tags: [id!], id: `edit-${randomUUID()}` }) : null;
    res.json({ node: id, field: edit.field, value: edit.value, webhook });
  });
  return router;
}

/** A node id can name a page node and, for the frame (menus, footer), one record per language. */
function recordsOf(store: SiteStore, id: string): CmsNodeRecord[] {
  return [store.nodes.get(id), store.frame.nl.get(id), store.frame.en.get(id)].filter((r): r is CmsNodeRecord => r !== undefined);
}

export async function fireWebhook(url: string, secret: string, payload: unknown): Promise<{ url: string; status?: number; body?: unknown; error?: string }> {
  const body = JSON.stringify(payload);
  try {
    const res = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Webhook-Signature": signWebhook(body, secret) },
      body,
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    const text = await res.text();
    let answer: unknown = text;
    try {
      answer = JSON.parse(text);
    } catch {
      // keep the text: a proxy's HTML error page is still worth showing
    }
    return { url, status: res.status, body: answer };
  } catch (err) {
    return { url, error: err instanceof Error ? err.message : String(err) };
  }
}
