/**
 * `npm run sample-cms`: the sample CMS on its own, on SAMPLE_CMS_PORT (default 4001). Edits it
 * announces go to SAMPLE_CMS_WEBHOOK_URL signed with SAMPLE_CMS_WEBHOOK_SECRET, when both are set.
 * `npm run sample-cms -- --edit ...` instead edits a running one (edit-cli.ts).
 */
import { startSampleCms } from "./app";

if (process.argv.includes("--edit")) {
  const { runEditCli } = await import("./edit-cli");
  process.exit(await runEditCli(process.argv.slice(2)));
}

const port = Number(process.env.SAMPLE_CMS_PORT ?? 4001);
const cms = await startSampleCms({
  port,
  host: process.env.SAMPLE_CMS_HOST ?? "127.0.0.1",
  webhookUrl: process.env.SAMPLE_CMS_WEBHOOK_URL || undefined,
  webhookSecret: process.env.SAMPLE_CMS_WEBHOOK_SECRET || undefined,
});
console.log(`sample CMS listening on ${cms.url} (foundation at ${cms.url}/fonds)`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void cms.close().then(() => process.exit(0));
  });
}
