import { describe, expect, it } from "vitest";
import { embedUrl, parseVideoUrls } from "../../shared/domain/video";

const ID = "dQw4w9WgXcQ";

describe("parseVideoUrls (spec 1 §5: each link must contain an 11-character video id or it is dropped)", () => {
  it.each([
    [`https://www.youtube.com/watch?v=${ID}`],
    [`https://youtube.com/watch?feature=share&v=${ID}&t=10`],
    [`https://m.youtube.com/watch?v=${ID}`],
    [`https://www.youtube.com/embed/${ID}`],
    [`https://www.youtube-nocookie.com/embed/${ID}?autoplay=1`],
    [`https://youtu.be/${ID}`],
    [`https://youtu.be/${ID}?si=abc`],
    [`youtu.be/${ID}`],
  ])("accepts %s", (url) => {
    expect(parseVideoUrls(url)).toEqual([ID]);
  });

  it("reads a comma-separated list in order, with spaces around the commas", () => {
    expect(parseVideoUrls(`https://youtu.be/${ID} , https://www.youtube.com/embed/abcdefghijk`)).toEqual([ID, "abcdefghijk"]);
  });

  it.each([
    ["an id of 10 characters", "https://youtu.be/dQw4w9WgXc"],
    ["an id of 12 characters", "https://www.youtube.com/watch?v=dQw4w9WgXcQQ"],
    ["an id with other characters", "https://www.youtube.com/embed/dQw4w9WgX%21Q"],
    ["a watch link without v", "https://www.youtube.com/watch?list=PL123"],
    ["a channel link", "https://www.youtube.com/channel/UC1234567890"],
    ["a shorts link", `https://www.youtube.com/shorts/${ID}`],
    ["another host", `https://vimeo.com/${ID}`],
    ["a look-alike host", `https://youtube.com.evil.example/watch?v=${ID}`],
    ["plain text", "geen video"],
  ])("drops %s", (_label, url) => {
    expect(parseVideoUrls(url)).toEqual([]);
  });

  it("tolerates empty and non-text input", () => {
    expect(parseVideoUrls("")).toEqual([]);
    expect(parseVideoUrls(",,")).toEqual([]);
    expect(parseVideoUrls(null)).toEqual([]);
    expect(parseVideoUrls(["x"])).toEqual([]);
  });

  it("keeps a repeated video once", () => {
    expect(parseVideoUrls(`https://youtu.be/${ID},https://www.youtube.com/watch?v=${ID}`)).toEqual([ID]);
  });
});

describe("embedUrl", () => {
  it("uses the privacy-friendly host with autoplay off", () => {
    expect(embedUrl(ID)).toBe(`https://www.youtube-nocookie.com/embed/${ID}?autoplay=0`);
  });
  it("turns autoplay on only when asked", () => {
    expect(embedUrl(ID, { autoplay: true })).toBe(`https://www.youtube-nocookie.com/embed/${ID}?autoplay=1`);
  });
});
