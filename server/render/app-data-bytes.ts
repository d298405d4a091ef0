/**
 * The page data a document embeds for hydration, as bytes (issue 22 point 5). A cold page wrote it
 * with one JSON.stringify and encoded it to UTF-8 per request: 85 KB on a show page, ~2.5 ms of
 * the render's cost beyond React, though most of it (the schedule, the calendar widget) is kept
 * with its CMS answer (shared/view/answer-memo.ts). Here each kept part is written and encoded
 * once, and only what is made per request (the visitor's presale text, the related shows, the
 * head) is written per request. The bytes are those of `Buffer.from(scriptJson(value))`.
 */
import { isKept } from "../../shared/view/answer-memo";

const ESCAPES: Record<string, string> = { "<": "\\u003c", ">": "\\u003e", "&": "\\u0026", "\u2028": "\\u2028", "\u2029": "\\u2029" };

/** JSON made safe inside a <script> element: no tag, no line break JavaScript reads as one. */
function escaped(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (c) => ESCAPES[c]!);
}

/** JSON safe inside a <script> element. */
function scriptJson(value: unknown): string {
  return escaped(JSON.stringify(value));
}

/** Kept parts, written once: they go with the answer they were made from. */
const keptBytes = new WeakMap<object, Buffer>();

function keptPart(value: object): Buffer {
  let bytes = keptBytes.get(value);
  if (!bytes) keptBytes.set(value, (bytes = Buffer.from(scriptJson(value))));
  return bytes;
}

/** What JSON.stringify leaves out of an object, and writes as null in an array. */
function omitted(value: unknown): boolean {
  return value === undefined || typeof value === "function" || typeof value === "symbol";
}

/** `value` as JSON safe inside a <script> element, in parts to be joined: kept parts are shared buffers. */
export function appDataBytes(value: unknown): Buffer[] {
  const parts: Buffer[] = [];
  let text = "";
  const write = (v: unknown): void => {
    if (v === null || typeof v !== "object" || typeof (v as { toJSON?: unknown }).toJSON === "function") {
      text += JSON.stringify(v);
    } else if (isKept(v)) {
      if (text) parts.push(Buffer.from(escaped(text)));
      text = "";
      parts.push(keptPart(v));
    } else if (Array.isArray(v)) {
      text += "[";
      v.forEach((item, i) => {
        if (i > 0) text += ",";
        write(omitted(item) ? null : item);
      });
      text += "]";
    } else {
      text += "{";
      let first = true;
      for (const [key, item] of Object.entries(v)) {
        if (omitted(item)) continue;
        text += `${first ? "" : ","}${JSON.stringify(key)}:`;
        first = false;
        write(item);
      }
      text += "}";
    }
  };
  write(value);
  if (text) parts.push(Buffer.from(escaped(text)));
  return parts;
}
