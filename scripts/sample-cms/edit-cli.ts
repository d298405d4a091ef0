/**
 * `npm run sample-cms -- --edit <path|node id> <field> <value> --site-url http://localhost:3000`:
 * asks a running sample CMS to change one field and fire the signed webhook at the site, then
 * prints what the site purged. Exits non-zero unless the site accepted the webhook (202).
 * Without --cms-url it edits the CMS the site itself runs on (named at its /healthz), and without
 * --secret it signs with the development secret such a site uses (dev-webhook.ts).
 */
import { parseArgs } from "node:util";
import { SAMPLE_WEBHOOK_SECRET } from "./dev-webhook";
import type { EditRequest } from "./edit";

const USAGE =
  "usage: npm run sample-cms -- --edit <path|node id> <field> <value> --site-url http://localhost:3000 [--secret <webhook secret>] [--cms-url http://127.0.0.1:4001] [--site carre|fonds]";

/** The sample CMS to edit: the one named, else the one the site runs on, else `npm run sample-cms`'s port. */
async function findCms(named: string | undefined, siteUrl: string): Promise<string> {
  if (named) return named;
  if (process.env.SAMPLE_CMS_PORT) return `http://127.0.0.1:${process.env.SAMPLE_CMS_PORT}`;
  try {
    const health = (await (await fetch(`${siteUrl}/healthz`)).json()) as { sampleCms?: unknown };
    if (typeof health.sampleCms === "string") return health.sampleCms;
  } catch {
    // No site answering there: the edit's webhook will say so; the standalone CMS may still be up.
  }
  return "http://127.0.0.1:4001";
}

export async function runEditCli(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      edit: { type: "boolean" },
      "site-url": { type: "string" },
      secret: { type: "string" },
      "cms-url": { type: "string" },
      site: { type: "string" },
    },
  });
  const [target, field, value] = positionals;
  // The secret may come from the environment so it stays out of the shell history.
  const secret = values.secret ?? process.env.SAMPLE_CMS_WEBHOOK_SECRET ?? SAMPLE_WEBHOOK_SECRET;
  if (positionals.length !== 3 || !target || !field || value === undefined || !values["site-url"]) {
    console.error(USAGE);
    return 2;
  }
  const siteUrl = values["site-url"].replace(/\/+$/, "");
  const cmsUrl = (await findCms(values["cms-url"], siteUrl)).replace(/\/+$/, "");
  const edit: EditRequest = {
    site: values.site === "fonds" ? "fonds" : "carre",
    ...(target.startsWith("/") ? { path: target } : { node: target }),
    field,
    value,
    webhookUrl: `${siteUrl}/api/webhook/cms`,
    webhookSecret: secret,
  };
  let res: Response;
  try {
    res = await fetch(`${cmsUrl}/__edit`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(edit) });
  } catch (err) {
    console.error(`no sample CMS at ${cmsUrl} (${err instanceof Error ? (err.cause as Error | undefined)?.message ?? err.message : err}); the site at ${siteUrl} names none at /healthz (is it running, without UPSTREAM_URL?): start it with npm start, or give --cms-url`);
    return 1;
  }
  const answer = (await res.json().catch(() => null)) as { webhook?: { status?: number } } | null;
  console.log(JSON.stringify(answer, null, 2));
  return res.ok && answer?.webhook?.status === 202 ? 0 : 1;
}
