/**
 * Writes `.br` and `.gz` next to the built text assets, once at build time, so the server sends
 * stored bytes (express-static-gzip) instead of compressing every asset response again. Brotli at
 * its maximum quality (11) and gzip at level 9: too slow per request, fine once per build.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Below this a compressed copy saves too little to be worth a file. Not 1 KB, the usual threshold
 * for compressing on the fly: a stored copy costs nothing per request, and the site's small chunks
 * of 0.5–1 KB (the start script, page texts) compress to about half, on every page's first load.
 */
export const PRECOMPRESS_MIN_BYTES = 512;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((name) => join(dir, name))
    .filter((file) => statSync(file).isFile());
}

/** Compresses every file under `dir` whose name ends with one of `extensions`; returns totals for a summary line. */
export async function precompress(dir: string, extensions: string[]): Promise<{ files: number; bytes: number; br: number; gzip: number }> {
  const totals = { files: 0, bytes: 0, br: 0, gzip: 0 };
  const files = filesUnder(dir).filter((file) => extensions.some((ext) => file.endsWith(ext)));
  // The zlib calls run on libuv's thread pool, so files compress in parallel.
  await Promise.all(
    files.map(async (file) => {
      const bytes = readFileSync(file);
      if (bytes.length < PRECOMPRESS_MIN_BYTES) return;
      const [br, gzipped] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gz(bytes, { level: 9 }),
      ]);
      writeFileSync(`${file}.br`, br);
      writeFileSync(`${file}.gz`, gzipped);
      totals.files += 1;
      totals.bytes += bytes.length;
      totals.br += br.length;
      totals.gzip += gzipped.length;
    }),
  );
  return totals;
}
