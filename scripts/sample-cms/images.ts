/**
 * Image CDN stand-in: any Uploadcare-style path `<uuid>/-/crop/WxH/X,Y/...-/resize/Wx/...` gives a
 * deterministic placeholder in the crop's aspect ratio and the asked width, a gradient
 * coloured from the uuid, so pages look like pages and screenshots are stable.
 *
 * A raster image (PNG), as the real CDN's `format/auto` answers (WebP, AVIF or JPEG): the browser
 * decodes those off the main thread and paints them as bitmaps. The SVG placeholder it replaced
 * was a document of its own per image, laid out and painted on the main thread, about a third of
 * the home page's style and layout time in Lighthouse's traces (docs/decisions/rendering.md,
 * "Session 17"), a cost no visitor of the real site pays.
 */
import { deflateSync, crc32 } from "node:zlib";
import type { Request, Response } from "express";
import { LRUCache } from "lru-cache";
import { hashString } from "./prng";

const UUID = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(\/.*)?$/i;
const MAX_WIDTH = 1920;

/** The gradient's two ends, from the uuid's hue: a mid tone at the top, a darker one 40° on at the bottom. */
function ends(uuid: string): [number[], number[]] {
  const hue = hashString(uuid) % 360;
  return [hsl(hue, 0.55, 0.42), hsl((hue + 40) % 360, 0.6, 0.22)];
}

function hsl(h: number, s: number, l: number): number[] {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  // The CRC runs over the type and the data: the type's CRC carried into the data's.
  crc.writeUInt32BE(crc32(data, crc32(type)), 0);
  return Buffer.concat([head, data, crc]);
}

/** The placeholder's size: the asked width (at most 1920), the crop's aspect ratio. */
function placeholderSize(ops: string): { width: number; height: number } {
  const crop = /\/-\/crop\/(\d+)x(\d+)\//.exec(ops);
  const resize = /\/-\/resize\/(\d+)x(\d*)\//.exec(ops);
  const cw = crop ? Number(crop[1]) : 3;
  const ch = crop ? Number(crop[2]) : 2;
  const width = Math.min(resize ? Number(resize[1]) : cw, MAX_WIDTH) || 640;
  const height = Math.min(Math.max(1, Math.round(resize?.[2] ? Number(resize[2]) : (width * ch) / cw)), MAX_WIDTH);
  return { width, height };
}

/**
 * An RGB PNG of a top-to-bottom gradient. Each row is one colour, filtered "Sub" (a pixel less its
 * left neighbour): the row's first pixel and then zeros, quick to make and small once deflated.
 */
export function placeholderPng(uuid: string, ops: string): Buffer {
  const { width, height } = placeholderSize(ops);
  const [from, to] = ends(uuid);
  const row = 1 + width * 3;
  const pixels = Buffer.alloc(row * height);
  for (let y = 0; y < height; y++) {
    const t = height === 1 ? 0 : y / (height - 1);
    pixels[y * row] = 1;
    for (let c = 0; c < 3; c++) pixels[y * row + 1 + c] = Math.round(from[c]! + (to[c]! - from[c]!) * t);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, deflate, adaptive filters, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk("IHDR", header), chunk("IDAT", deflateSync(pixels)), chunk("IEND", Buffer.alloc(0))]);
}

/** Pages ask for the same few images again and again, and each is the same bytes in every instance: made once per process. */
const made = new LRUCache<string, Buffer>({ maxSize: 32 * 1024 * 1024, sizeCalculation: (png) => png.length });

export function imageHandler() {
  return (req: Request, res: Response): void => {
    const raw = req.path.replace(/^\/images\//, "");
    const match = UUID.exec(raw);
    if (!match) {
      res.status(404).json({ message: "Not found" });
      return;
    }
    const uuid = match[1]!.toLowerCase();
    const ops = `${match[2] ?? "/"}/`;
    const key = `${uuid}${ops}`;
    let png = made.get(key);
    if (!png) made.set(key, (png = placeholderPng(uuid, ops)));
    res.set("Cache-Control", "public, max-age=86400");
    res.type("image/png").send(png);
  };
}
