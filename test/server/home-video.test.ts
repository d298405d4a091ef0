import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSampleCms } from "../../scripts/sample-cms/app";
import { leafPage, startStack } from "./harness";

// The stacks' own CMS (no video) serves the images; the pages come from one that names the video.
let cms: Awaited<ReturnType<typeof startSampleCms>>;
let carre: Awaited<ReturnType<typeof startStack>>;
let fonds: Awaited<ReturnType<typeof startStack>>;
beforeAll(async () => {
  cms = await startSampleCms({ port: 0, heroVideo: true });
  [carre, fonds] = await Promise.all([startStack({ upstreamUrl: cms.url }), startStack({ site: "fonds", upstreamUrl: `${cms.url}/fonds` })]);
});
afterAll(async () => {
  await Promise.all([carre.close(), fonds.close(), cms.close()]);
});

describe("home hero video (spec 1 §2 Home: 'a looping video on the theatre site only')", () => {
  it("the sample CMS names the venue's video on both home nodes and not on the foundation's", async () => {
    for (const lang of ["nl", "en"]) {
      const venue = await (await fetch(`${cms.url}/api/render/home-${lang}`)).json();
      expect(venue.node.data.headerVideoURL).toBe("/media/hero.webm");
      const foundation = await (await fetch(`${cms.url}/fonds/api/render/home-${lang}`)).json();
      expect(foundation.node.data.headerVideoURL).toBeUndefined();
    }
  });

  it("by default the sample CMS names no video (the site does not serve /media yet)", async () => {
    const venue = await (await fetch(`${carre.cms.url}/api/render/home-nl`)).json();
    expect(venue.node.data.headerVideoURL).toBeUndefined();
  });

  it("the sample CMS serves the video as a WebM file", async () => {
    const res = await fetch(`${cms.url}/media/hero.webm`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^video\/webm/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    // EBML magic, then the "webm" doc type early in the header.
    expect([...bytes.slice(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    expect(Buffer.from(bytes.slice(0, 64)).toString("latin1")).toContain("webm");
  });

  it.each(["/", "/en"])("%s on the venue site loops the muted video over a poster", async (path) => {
    const res = await request(carre.app).get(path).expect(200);
    expect(leafPage(res.text).view.hero.videoUrl).toBe("/media/hero.webm");
    // HTML attribute names are case-insensitive; React writes autoPlay, playsInline.
    const video = /<video[^>]*>/.exec(res.text)?.[0]?.toLowerCase();
    expect(video).toBeDefined();
    for (const attr of ['src="/media/hero.webm"', "autoplay", "muted", "loop", "playsinline", 'poster="http']) expect(video).toContain(attr);
  });

  it.each(["/", "/en"])("%s on the foundation site has no video", async (path) => {
    const res = await request(fonds.app).get(path).expect(200);
    expect(leafPage(res.text).view.hero.videoUrl).toBeUndefined();
    expect(res.text).not.toContain("<video");
  });
});
