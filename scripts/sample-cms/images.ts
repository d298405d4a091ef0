/**
 * Image CDN stand-in: any Uploadcare-style path `<uuid>/-/crop/WxH/X,Y/...-/resize/Wx/...` gives a
 * deterministic SVG placeholder in the crop's aspect ratio, coloured from the uuid, so pages look
 * like pages and screenshots are stable.
 */
import type { Request, Response } from "express";
import { hashString } from "./prng";

const UUID = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(\/.*)?$/i;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function placeholderSvg(uuid: string, ops: string, title?: string): string {
  const crop = /\/-\/crop\/(\d+)x(\d+)\//.exec(ops);
  const resize = /\/-\/resize\/(\d+)x(\d*)\//.exec(ops);
  const cw = crop ? Number(crop[1]) : 3;
  const ch = crop ? Number(crop[2]) : 2;
  const width = Math.min(resize ? Number(resize[1]) : Math.min(cw, 1920), 4000) || 640;
  const height = Math.max(1, Math.round(resize?.[2] ? Number(resize[2]) : (width * ch) / cw));
  const hue = hashString(uuid) % 360;
  const label = escapeXml(title ?? `${cw}×${ch}`);
  const fontSize = Math.max(12, Math.round(Math.min(width, height) / 10));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,42%)"/>` +
    `<stop offset="1" stop-color="hsl(${(hue + 40) % 360},60%,22%)"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/>` +
    `<text x="50%" y="50%" fill="#fff" fill-opacity="0.85" font-family="sans-serif" font-size="${fontSize}" text-anchor="middle" dominant-baseline="middle">${label}</text></svg>`
  );
}

export function imageHandler(titleOf: (uuid: string) => string | undefined) {
  return (req: Request, res: Response): void => {
    const raw = req.path.replace(/^\/images\//, "");
    const match = UUID.exec(raw);
    if (!match) {
      res.status(404).json({ message: "Not found" });
      return;
    }
    const uuid = match[1].toLowerCase();
    res.set("Cache-Control", "public, max-age=86400");
    res.type("image/svg+xml").send(placeholderSvg(uuid, `${match[2] ?? "/"}/`, titleOf(uuid)));
  };
}
