import { describe, expect, it } from "vitest";
import { RenderResponse } from "../../shared/contract/render";
import { readImage } from "../../shared/view/cms-read";
import { imageAlt } from "../../shared/view/image-alt";
import {
  AGENDA_IMAGE_MAX_WIDTH,
  aspectSize,
  IMAGE_WIDTH_STEPS,
  imageSources,
  imageUrl,
  pickWidthStep,
  SMALL_HEADER_IMAGE_MAX_WIDTH,
} from "../../shared/domain/images";

const BASE = "https://assets.carre.nl";
const CROP = "0a1b2c3d-uuid/-/crop/4000x1792/0,783/";
const ops = (w: number, q = "lightest") => `-/resize/${w}x/-/format/auto/-/quality/${q}/-/progressive/yes/`;

describe("width steps (spec 1 §9)", () => {
  it("are the fixed list", () => {
    expect(IMAGE_WIDTH_STEPS).toEqual([320, 440, 640, 800, 920, 1024, 1280, 1366, 1440, 1536, 1600, 1800, 1920]);
    expect(AGENDA_IMAGE_MAX_WIDTH).toBe(512);
    expect(SMALL_HEADER_IMAGE_MAX_WIDTH).toBe(1000);
  });
  it.each([
    [100, 1, 320],
    [320, 1, 320],
    [321, 1, 440],
    [512, 1, 640],
    [512, 2, 1024],
    [1000, 1.5, 1536],
    [1000, 2, 1920],
    [4000, 1, 1920],
  ])("css width %d at pixel ratio %d uses step %d", (css, dpr, step) => {
    expect(pickWidthStep(css, dpr)).toBe(step);
  });
  it("junk widths and ratios fall back instead of failing", () => {
    expect(pickWidthStep(Number.NaN)).toBe(320);
    expect(pickWidthStep(500, 0)).toBe(640);
    expect(pickWidthStep(500, Number.POSITIVE_INFINITY)).toBe(640);
  });
});

describe("imageUrl (spec 4 Images)", () => {
  it("appends resize, automatic format, lightest quality and progressive loading", () => {
    expect(imageUrl(BASE, CROP, { width: 600 })).toBe(`${BASE}/${CROP}${ops(640)}`);
  });
  it("uses normal quality for the header image", () => {
    expect(imageUrl(BASE, CROP, { width: 1920, quality: "normal" })).toBe(`${BASE}/${CROP}${ops(1920, "normal")}`);
  });
  it("handles missing and extra slashes between base and path", () => {
    const expected = `${BASE}/uuid/${ops(320)}`;
    expect(imageUrl(`${BASE}/`, "/uuid", { width: 300 })).toBe(expected);
    expect(imageUrl(`${BASE}//`, "//uuid/", { width: 300 })).toBe(expected);
    expect(imageUrl(BASE, "uuid", { width: 300 })).toBe(expected);
  });
  it("an absolute path is not prefixed with the base", () => {
    expect(imageUrl(BASE, "https://cdn.example/uuid/", { width: 300 })).toBe(`https://cdn.example/uuid/${ops(320)}`);
  });
  it("no path is no image", () => {
    expect(imageUrl(BASE, "", { width: 300 })).toBeNull();
    expect(imageUrl(BASE, null, { width: 300 })).toBeNull();
  });
});

describe("imageSources", () => {
  it("lists steps up to twice the maximum width so the browser scales by pixel ratio", () => {
    const sources = imageSources({ base: BASE, cdnUrlPath: CROP, maxWidth: AGENDA_IMAGE_MAX_WIDTH });
    expect(sources?.src).toBe(`${BASE}/${CROP}${ops(640)}`);
    expect(sources?.srcSet.split(", ").map((s) => s.split(" ")[1])).toEqual(["320w", "440w", "640w", "800w", "920w", "1024w"]);
    expect(sources?.srcSet).toContain(`${BASE}/${CROP}${ops(1024)} 1024w`);
    expect(sources?.sizes).toBe("(max-width: 512px) 100vw, 512px");
  });
  it("defaults to 1920 and caps the set at 1920", () => {
    const sources = imageSources({ base: BASE, cdnUrlPath: CROP, sizes: "100vw" });
    expect(sources?.srcSet.split(", ")).toHaveLength(IMAGE_WIDTH_STEPS.length);
    expect(sources?.src).toContain("-/resize/1920x/");
    expect(sources?.sizes).toBe("100vw");
  });
  it("the small header goes up to 1920 at 2x with normal quality when asked", () => {
    const sources = imageSources({ base: BASE, cdnUrlPath: CROP, maxWidth: SMALL_HEADER_IMAGE_MAX_WIDTH, quality: "normal" });
    expect(sources?.src).toBe(`${BASE}/${CROP}${ops(1024, "normal")}`);
    expect(sources?.srcSet).toContain("1920w");
  });
  it("a crop cut for a width is never requested wider, whatever the slot", () => {
    const sources = imageSources({ base: BASE, cdnUrlPath: CROP, maxWidth: 1920, cropMaxWidth: 1000, quality: "normal" });
    expect(sources?.src).toBe(`${BASE}/${CROP}${ops(1024, "normal")}`);
    expect(sources?.srcSet.split(", ").at(-1)).toMatch(/ 1024w$/);
  });
  it("a missing path gives no sources", () => {
    expect(imageSources({ base: BASE, cdnUrlPath: undefined })).toBeNull();
  });
});

describe("aspectSize", () => {
  it("keeps the crop's aspect ratio", () => {
    expect(aspectSize(4000, 1792, 1920)).toEqual({ width: 1920, height: 860 });
    expect(aspectSize(800, 800, 512)).toEqual({ width: 512, height: 512 });
  });
  it("gives nothing for unknown or zero crop sizes", () => {
    expect(aspectSize(null, 100, 500)).toBeNull();
    expect(aspectSize(0, 100, 500)).toBeNull();
    expect(aspectSize(100, 100, 0)).toBeNull();
  });
});

describe("image alt texts per language (issue 26 point 9)", () => {
  const render = (imageData: Record<string, unknown>) =>
    RenderResponse.parse({
      node: { id: "p", kind: "page", data: {}, relations: { image_header_large: "c" } },
      nodes: { c: { id: "c", kind: "image_crop", data: { cdn_url_path: CROP }, relations: { crop_of: "i" } }, i: { id: "i", kind: "image", data: imageData } },
    });

  it("English pages take the CMS's English title where it has one, else the English text passed, never the Dutch title", () => {
    const both = readImage(render({ title: "Zaal met publiek", title_en: "Auditorium with audience" }), render({}).node, "image_header_large")!;
    expect(imageAlt(both, "en", "Hadestown")).toBe("Auditorium with audience");
    expect(imageAlt(both, "nl", "Hadestown")).toBe("Zaal met publiek");
    const dutchOnly = readImage(render({ title: "Zaal met publiek" }), render({}).node, "image_header_large")!;
    expect(dutchOnly.altEn).toBeUndefined();
    expect(imageAlt(dutchOnly, "en", "Hadestown")).toBe("Hadestown");
    expect(imageAlt(readImage(render({}), render({}).node, "image_header_large")!, "nl", "Kop")).toBe("Kop");
  });
});
