/**
 * The deferred rest of a page's styles (server/render/rest-css.ts) at
 * `/assets/rest/<selection>/<built sheet's file>`. Made from the address alone, the same in every
 * process of a build, so it is cached for a year like the build's other files. Each address is made
 * and compressed once, off the event loop, and kept in a memo bounded by bytes (pages of a kind
 * share an address: a site has a few dozen). An address this build cannot have made (another
 * build's, during a deploy) is sent on to the full sheet of its kind, briefly cached: the page then
 * has all rules after its inline ones, as without a rest.
 */
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { Router } from "express";
import { LRUCache } from "lru-cache";
import { restCss, type RestSheet, sheetFile } from "../render/rest-css";
import type { ParsedSheets } from "../render/stylesheet-rules";
import { bestEncoding } from "./encoding";
import { refuseNonGet } from "./methods";

/** A rest is 10–60 KB plain, a fifth of that compressed: room for every page kind of both languages many times over. */
const MEMO_BYTES = 8 * 1024 * 1024;

interface Made {
  plain: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const compressBr = promisify(brotliCompress);
const compressGzip = promisify(gzip);

export function restStylesRouter(sheets: ParsedSheets, assets: { css: string; sliderCss?: string }): Router {
  const files = new Map<string, RestSheet>([[sheetFile(assets.css), "main"]]);
  if (assets.sliderCss) files.set(sheetFile(assets.sliderCss), "slider");
  const made = new LRUCache<string, Made, { part: string; sheet: RestSheet }>({
    maxSize: MEMO_BYTES,
    sizeCalculation: (m) => m.plain.length + m.br.length + m.gzip.length,
    // Concurrent first asks for one address share one making.
    fetchMethod: async (_key, _stale, { context }) => {
      const css = restCss(sheets, context.part, context.sheet);
      if (css === undefined) return undefined;
      const plain = Buffer.from(css);
      const [br, gz] = await Promise.all([compressBr(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), compressGzip(plain, { level: 9 })]);
      return { plain, br, gzip: gz };
    },
  });
  const router = Router();
  router.get("/assets/rest/:part/:file", async (req, res) => {
    const sheet = files.get(req.params.file);
    const answer = sheet && (await made.fetch(`${req.params.part}/${req.params.file}`, { context: { part: req.params.part, sheet } }));
    if (!answer) {
      res.setHeader("Cache-Control", "public, max-age=300");
      res.redirect(302, req.params.file.startsWith("slider") && assets.sliderCss ? assets.sliderCss : assets.css);
      return;
    }
    const encoding = bestEncoding(req, ["br", "gzip", "identity"]);
    res.vary("Accept-Encoding");
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.type("css");
    if (encoding === "br" || encoding === "gzip") res.setHeader("Content-Encoding", encoding);
    res.send(encoding === "br" ? answer.br : encoding === "gzip" ? answer.gzip : answer.plain);
  });
  router.all("/assets/rest/:part/:file", refuseNonGet);
  return router;
}
