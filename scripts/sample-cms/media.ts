/**
 * Media stand-in: the venue's looping hero video (spec 1 §2 Home, spec 2 §2 musical layout), made
 * here at start-up from code: a warm glow drifting over a dark stage, 16×10 pixels, 16 frames at
 * 8 a second, about 6.5 KB as H.264 in MP4 (video/h264-pcm.ts). The browser scales it up to the
 * hero's size, which blurs it into soft light. Served at `GET /media/hero.mp4` with byte ranges,
 * an ETag and cache headers, as a media host would.
 */
import { createHash } from "node:crypto";
import type { Request, Response } from "express";
import { codedSize, idrSlice, pictureParameterSet, sequenceParameterSet, type Frame, type PictureSize } from "./video/h264-pcm";
import { mp4File } from "./video/mp4-mux";

/** Site-relative: the site passes `/media/*` through to its media upstream (server/http/media.ts). */
export const HERO_VIDEO_PATH = "/media/hero.mp4";

const SIZE: PictureSize = { width: 16, height: 10 };
const FRAMES = 16;
const FRAME_MS = 125;

/** Video-range samples (16–235): full-range values would clip on a limited-range decoder. */
const sample = (value: number) => Math.max(16, Math.min(235, Math.round(value)));

/** Frame `t` of the loop: the glow circles once per loop, so the last frame leads back to the first. */
function heroFrame(t: number): Frame {
  const { mbWidth, mbHeight } = codedSize(SIZE);
  const width = mbWidth * 16;
  const height = mbHeight * 16;
  const angle = (2 * Math.PI * t) / FRAMES;
  const cx = 8 + 5 * Math.sin(angle);
  const cy = 5 + 2 * Math.cos(angle);
  const glowAt = (x: number, y: number) => Math.exp(-((x - cx) ** 2 + (y - cy) ** 2) / 14);
  const y = new Uint8Array(width * height);
  const cb = new Uint8Array((width / 2) * (height / 2));
  const cr = new Uint8Array(cb.length);
  for (let row = 0; row < height; row++) for (let col = 0; col < width; col++) y[row * width + col] = sample(36 + 170 * glowAt(col + 0.5, row + 0.5));
  for (let row = 0; row < height / 2; row++) {
    for (let col = 0; col < width / 2; col++) {
      const glow = glowAt(col * 2 + 1, row * 2 + 1);
      cb[row * (width / 2) + col] = sample(118 - 40 * glow);
      cr[row * (width / 2) + col] = sample(150 + 30 * glow);
    }
  }
  return { y, cb, cr };
}

export function heroVideo(): Buffer {
  const frames = Array.from({ length: FRAMES }, (_, t) => idrSlice(heroFrame(t), SIZE, t));
  return Buffer.from(mp4File({ size: SIZE, sps: sequenceParameterSet(SIZE), pps: pictureParameterSet(), frames, frameMs: FRAME_MS }));
}

/** The handler for one file made once: 200 or 206 for one byte range, 304 for a matching ETag, 416 past the end. */
export function mediaFileHandler(bytes: Buffer, type: string) {
  const etag = `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 16)}"`;
  return (req: Request, res: Response): void => {
    res.set({ "Cache-Control": "public, max-age=86400", "Accept-Ranges": "bytes", ETag: etag });
    res.type(type);
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    const ranges = req.range(bytes.length, { combine: true });
    if (ranges === -1) {
      res.status(416).set("Content-Range", `bytes */${bytes.length}`).end();
      return;
    }
    // One range is what players ask for; several (rare) get the whole file, which HTTP allows.
    if (Array.isArray(ranges) && ranges.type === "bytes" && ranges.length === 1) {
      const { start, end } = ranges[0]!;
      res.status(206).set("Content-Range", `bytes ${start}-${end}/${bytes.length}`).send(bytes.subarray(start, end + 1));
      return;
    }
    res.send(bytes);
  };
}
