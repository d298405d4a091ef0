/** `npm run sample-cms`: the sample CMS on its own, on SAMPLE_CMS_PORT (default 4001). */
import { startSampleCms } from "./app";

const port = Number(process.env.SAMPLE_CMS_PORT ?? 4001);
const cms = await startSampleCms({ port, host: process.env.SAMPLE_CMS_HOST ?? "127.0.0.1" });
console.log(`sample CMS listening on ${cms.url} (foundation at ${cms.url}/fonds)`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void cms.close().then(() => process.exit(0));
  });
}
