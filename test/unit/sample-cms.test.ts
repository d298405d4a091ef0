import { inflateSync } from "node:zlib";
import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createSampleCms, startSampleCms } from "../../scripts/sample-cms/app";
import { buildCatalog } from "../../scripts/sample-cms/content/productions";
import { buildStores } from "../../scripts/sample-cms/content/store";
import { amsterdamDay, amsterdamNow } from "../../scripts/sample-cms/dates";
import { CmsPriceList } from "../../shared/contract/prices";
import { RenderResponse } from "../../shared/contract/render";
import { FormAnswer, PresaleData, RedirectLookup, StatusAnswer } from "../../shared/contract/services";

/** supertest's parser for a binary body: the bytes as they came. */
const binary = (res: request.Response, done: (err: Error | null, body: Buffer) => void) => {
  // At parse time supertest hands over the response stream itself.
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on("data", (c: Buffer) => chunks.push(c));
  stream.on("end", () => done(null, Buffer.concat(chunks)));
};

const TODAY = new Date("2026-10-20T10:00:00Z");
const cms = createSampleCms({ today: TODAY });
const app = cms.app;

async function render(path: string) {
  const res = await request(app).get(`/api/render/${path}`);
  return { status: res.status, body: res.body, parsed: RenderResponse.safeParse(res.body) };
}

describe("sample CMS render API", () => {
  const paths = [
    "home-nl", "home-en", "production-page-list-nl", "production-page-list-en", "news-page-list-nl", "news-page-list-en",
    "page-list-nl", "page-list-en", "voorstelling/hadestown", "en/show/hadestown-premiere", "voorstelling/mamma-mia",
    "voorstelling/jazz-in-de-nok", "voorstelling/nieuw-in-carre", "pagina/cookies", "en/page/faq", "pagina/rock-en-roll",
    "pagina/preview-voorbeeld", "kerst", "pagina/plattegrond",
  ];
  it.each(paths)("answers %s in the contract's shape", async (path) => {
    const { status, parsed } = await render(path);
    expect(status).toBe(200);
    expect(parsed.success, parsed.error?.message).toBe(true);
  });

  it.each(["fonds/api/render/home-nl", "fonds/api/render/pagina/word-donateur", "fonds/api/render/en/page/carre-fund", "fonds/api/render/voorstelling/hadestown"])(
    "serves the foundation's %s",
    async (path) => {
      const res = await request(app).get(`/${path}`);
      expect(res.status).toBe(200);
      expect(RenderResponse.safeParse(res.body).success).toBe(true);
    },
  );

  it("answers every known path of both sites in the contract's shape", async () => {
    const stores = buildStores(TODAY);
    let count = 0;
    for (const [prefix, store] of [["", stores.carre], ["/fonds", stores.fonds]] as const) {
      for (const path of store.paths.keys()) {
        const res = await request(app).get(`${prefix}/api/render/${encodeURIComponent(path)}`);
        expect(res.status, path).toBe(200);
        const parsed = RenderResponse.safeParse(res.body);
        expect(parsed.success, `${prefix}${path}: ${parsed.error?.message}`).toBe(true);
        if (!res.body.is_redirect) expect(res.body.node.data.url, path).toBe(path);
        count++;
      }
    }
    expect(count).toBeGreaterThan(200);
  });

  it("gives the foundation its own wording", async () => {
    const res = await request(app).get("/fonds/api/render/home-nl");
    expect(res.body.node.data.headerTitle).toBe("Steun Carré");
    const titles = Object.values(res.body.nodes as Record<string, { kind: string; data: { title?: string } }>)
      .filter((n) => n.kind === "menu_item").map((n) => n.data.title);
    expect(titles).toContain("Steun Carré");
  });

  it("answers unknown paths with a 404 JSON message", async () => {
    const res = await request(app).get("/api/render/pagina/bestaat-niet");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "Not found" });
  });

  it("finds a legacy page only under its full encoded path with query", async () => {
    expect((await render("%2Fpagina%2Foud%3Fid%3D5")).body.node.data.url).toBe("/pagina/oud?id=5");
    expect((await render("pagina/oud")).status).toBe(404);
  });

  it("links both languages of a page through url and urlTranslated", async () => {
    const nl = await render("voorstelling/premiere-hadestown");
    expect(nl.body.node.data.urlTranslated).toBe("/en/show/hadestown-premiere");
    const en = await render("en/show/hadestown-premiere");
    expect(en.body.node.data.urlTranslated).toBe("/voorstelling/premiere-hadestown");
    expect(en.body.node.production_id).toBe(nl.body.node.production_id);
  });

  it("includes the frame on every page", async () => {
    const { body } = await render("en/page/faq");
    for (const id of ["menu-main-en", "menu-top-en", "DEFAULT_FOOTER", "DEFAULT_SUBFOOTER", "account-en"]) expect(body.nodes[id]).toBeDefined();
    expect(body.node.relations.menu_main).toBe("menu-main-en");
    expect(body.node.relations.questions.length).toBeGreaterThan(0);
    expect(body.nodes[body.node.relations.questions[0]].kind).toBe("question");
  });

  it("builds show pages with one production, venues, image crops and related pages", async () => {
    const { body } = await render("voorstelling/hadestown");
    expect(body.node.kind).toBe("production-page");
    expect(Object.keys(body.productions)).toEqual([body.node.production_id]);
    expect(body.venues["10008"].halls.map((h: { id: string }) => h.id)).toEqual(["1", "10001", "10002"]);
    expect(Object.keys(body.arrangements).length).toBeGreaterThan(0);
    const crop = body.nodes[body.node.relations.image_header_large];
    expect(crop.kind).toBe("image_crop");
    expect(crop.data.cdn_url_path).toMatch(/^[0-9a-f-]{36}\/-\/crop\/\d+x\d+\/\d+,\d+\/$/);
    expect(body.nodes[crop.relations.crop_of].kind).toBe("image");
    expect(body.node.data.hadestownLayout).toBe(true);
    expect(body.node.relations.related_production_pages.length).toBe(3);
    expect(body.filters.genres.values.some((g: { id: string }) => g.id === "variété")).toBe(true);
  });

  it("marks preview pages and redirects", async () => {
    expect((await render("pagina/preview-voorbeeld")).body.is_preview).toBe(true);
    const short = await render("kerst");
    expect(short.body).toMatchObject({ is_redirect: true, node: { kind: "shorturl", data: { link: { type: "internal" } } } });
    const moved = await render("pagina/plattegrond");
    expect(moved.body).toMatchObject({ is_redirect: true, node: { kind: "redirect", data: { url: "/pagina/bereikbaarheid" } } });
  });

  it("carries text that needs escaping", async () => {
    const { body } = await render("pagina/rock-en-roll");
    expect(body.node.data.subheading).toContain("</script><!--");
    expect(body.node.data.subheading).toContain("&");
  });

  it("is deterministic", async () => {
    const a = await request(app).get("/api/render/production-page-list-nl");
    const b = await request(createSampleCms({ today: TODAY }).app).get("/api/render/production-page-list-nl");
    expect(a.text).toBe(b.text);
    expect((await request(app).get("/api/render/home-en")).text).toBe((await request(app).get("/api/render/home-en")).text);
  });
});

describe("sample CMS programme", () => {
  let list: RenderResponse;
  beforeAll(async () => {
    list = RenderResponse.parse((await request(app).get("/api/render/production-page-list-nl")).body);
  });

  it("lists at least 40 productions with nl and en pages", async () => {
    expect(list.node.query_result!.node_ids.length).toBeGreaterThanOrEqual(40);
    expect(Object.keys(list.productions!).length).toBeGreaterThanOrEqual(40);
    const en = (await request(app).get("/api/render/production-page-list-en")).body;
    expect(en.node.query_result.node_ids.length).toBe(list.node.query_result!.node_ids.length);
  });

  it("covers every sales status and every statusID", () => {
    const events = Object.values(list.productions!).flatMap((p) => p.events);
    expect(new Set(events.map((e) => e.sales_status))).toEqual(new Set(["show_started", "show_finished", "sales_not_started", "sales_finished", "on_sale"]));
    const ids = new Set(events.filter((e) => e.sales_status === "on_sale").map((e) => e.data.statusID));
    for (const id of [null, "last_chance", "waiting_list", "15682", "15680", "15681", "15684", "15685"]) expect(ids.has(id)).toBe(true);
    const notStarted = events.find((e) => e.sales_status === "sales_not_started")!;
    expect(new Date(notStarted.sales_start_date!).getTime()).toBeGreaterThan(TODAY.getTime());
  });

  it("writes dates with the Amsterdam offset and no milliseconds", () => {
    const events = Object.values(list.productions!).flatMap((p) => p.events);
    for (const e of events) expect(e.start_date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0[12]:00$/);
  });

  it("has one production without events and one price list of the wrong shape", () => {
    const productions = Object.values(list.productions!);
    expect(productions.some((p) => p.events.length === 0)).toBe(true);
    const lists = productions.flatMap((p) => p.events.map((e) => CmsPriceList.safeParse(e.data.prices).success));
    expect(lists.filter((ok) => !ok).length).toBe(1);
  });
});

describe("sample CMS news list", () => {
  it("pages with page (0-based) and per_page and reports totals and tags", async () => {
    const first = (await request(app).get("/api/render/news-page-list-nl?per_page=10&page=0")).body;
    const qr = first.node.query_result;
    expect(qr.node_ids).toHaveLength(10);
    expect(qr.statistics.total_matches).toBeGreaterThanOrEqual(20);
    const second = (await request(app).get("/api/render/news-page-list-nl?per_page=10&page=1")).body.node.query_result;
    expect(second.node_ids.some((id: string) => qr.node_ids.includes(id))).toBe(false);
    expect(qr.statistics.available_attributes.newsPageTag.length).toBeGreaterThan(2);
    for (const id of qr.node_ids) expect(first.nodes[id].kind).toBe("news-page");
  });

  it("filters by tag and by free text", async () => {
    const tagged = (await request(app).get("/api/render/news-page-list-nl").query({ filter_newsPageTag: "Musical" })).body;
    expect(tagged.node.query_result.node_ids.length).toBeGreaterThan(0);
    for (const id of tagged.node.query_result.node_ids) expect(tagged.nodes[id].data.tags).toContain("Musical");
    const searched = (await request(app).get("/api/render/news-page-list-en").query({ q: "hadestown" })).body;
    expect(searched.node.query_result.statistics.total_matches).toBeGreaterThan(0);
    expect(searched.node.query_result.statistics.total_matches).toBeLessThan(10);
  });
});

describe("sample CMS lookups", () => {
  it.each([
    ["/kerstshow", "shorturl"], ["/oude-agenda", "node404"], ["/youtube", "shorturl"], ["/actie", "shorturl"], ["/actie?code=zomer", "shorturl"],
  ])("resolves %s", async (path, kind) => {
    const res = await request(app).get("/api/redirect").query({ path });
    expect(res.status).toBe(200);
    expect(RedirectLookup.parse(res.body)).toMatchObject({ valid: true, kind });
  });

  it("answers invalid and unknown redirects", async () => {
    expect(RedirectLookup.parse((await request(app).get("/api/redirect?path=/verlopen")).body)).toEqual({ valid: false });
    expect((await request(app).get("/api/redirect?path=/nergens")).status).toBe(404);
  });

  it("answers the presale code and 404 for others", async () => {
    const data = PresaleData.parse((await request(app).get("/api/services/presale?q=VOORVERKOOP")).body);
    expect(data.production_page_ids.length).toBe(4);
    expect((await request(app).get("/api/services/presale?q=NOPE")).status).toBe(404);
  });
});

describe("sample CMS services", () => {
  it("accepts forms, fails the failing address and rejects non-JSON", async () => {
    const ok = await request(app).post("/api/services/forms/terugbelverzoek?lang=nl").send({ email: "a@b.nl" });
    expect(FormAnswer.parse(ok.body).code).toBe(200);
    const fail = await request(app).post("/api/services/forms/zakelijk-contact?lang=en").send({ email: "fail@example.com" });
    expect(fail.body.code).toBe(500);
    expect((await request(app).post("/api/services/forms/oscar").set("Content-Type", "application/json").send("{bad")).status).toBe(400);
    expect((await request(app).post("/api/services/forms/oscar")).status).toBe(400);
    const donation = await request(app).post("/api/services/forms/eenmalige-donatie?lang=nl").send({ donationAmount: 25, email: "a@b.nl" });
    expect(donation.body).toMatchObject({ code: 200, url: expect.stringMatching(/^https:\/\//) });
  });

  it("confirms newsletter and sign-up tokens", async () => {
    expect((await request(app).post("/api/services/newsletter/subscribe").send({ email: "a@b.nl", subscriptions: ["nieuwsbrief"] })).body).toEqual({ status: "ok" });
    expect((await request(app).patch("/api/services/newsletter/subscribe/abc")).body).toEqual({ status: "confirmed" });
    expect((await request(app).patch("/api/services/forms/oscar/expired")).body).toEqual({ status: "expired" });
    expect(StatusAnswer.parse((await request(app).patch("/api/services/forms/panel/signup/broken")).body).status).toBeUndefined();
    expect((await request(app).get("/api/orders/orderdetails?token=t1")).body.ecommerce.transaction_id).toMatch(/^T/);
  });

  it("serves deterministic PNG placeholders for crop paths, in the crop's ratio at the asked width", async () => {
    const path = "/images/3f1c2a4e-1111-4222-8333-444455556666/-/crop/1600x900/0,0/-/resize/800x/-/format/auto/";
    const res = await request(app).get(path).buffer(true).parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["cache-control"]).toBe("public, max-age=86400");
    const png = res.body as Buffer;
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.toString("latin1", 12, 16)).toBe("IHDR");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([800, 450]);
    // The image data inflates to one filter byte and 800 RGB pixels per row.
    const idat = png.indexOf("IDAT");
    expect(inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4))).length).toBe(450 * (1 + 800 * 3));
    expect(((await request(app).get(path).buffer(true).parse(binary)).body as Buffer).equals(png)).toBe(true);
    const other = (await request(app).get(path.replace("3f1c2a4e", "9a8b7c6d")).buffer(true).parse(binary)).body as Buffer;
    expect(other.equals(png)).toBe(false);
    expect((await request(app).get("/images/not-a-uuid/")).status).toBe(404);
  });
});

describe("sample CMS faults", () => {
  afterEach(() => cms.faults.clear());

  it("answers 500, malformed JSON and the wrong shape", async () => {
    cms.faults.set({ mode: "500" });
    expect((await request(app).get("/api/render/home-nl")).status).toBe(500);
    cms.faults.set({ mode: "malformed" });
    const malformed = await request(app).get("/api/render/home-nl").buffer(true).parse((res, cb) => {
      let text = "";
      res.on("data", (c: Buffer) => (text += c));
      res.on("end", () => cb(null, text));
    });
    expect(() => JSON.parse(malformed.body as string)).toThrow();
    cms.faults.set({ mode: "wrong-shape" });
    const wrong = await request(app).get("/fonds/api/render/home-nl");
    expect(RenderResponse.safeParse(wrong.body).success).toBe(false);
  });

  it("limits a fault to its path prefix and is switched over HTTP", async () => {
    await request(app).post("/__faults").send({ mode: "500", pathPrefix: "/api/services" }).expect(200);
    expect((await request(app).get("/api/render/home-nl")).status).toBe(200);
    expect((await request(app).get("/api/services/presale?q=VOORVERKOOP")).status).toBe(500);
    await request(app).delete("/__faults").expect(204);
    expect((await request(app).get("/api/services/presale?q=VOORVERKOOP")).status).toBe(200);
  });

  it("delays in slow mode and resets the connection in reset mode", async () => {
    cms.faults.set({ mode: "slow", delayMs: 150 });
    const started = Date.now();
    expect((await request(app).get("/api/render/pagina/contact")).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    cms.faults.set({ mode: "reset" });
    await expect(request(app).get("/api/render/home-nl")).rejects.toThrow();
  });
});

describe("sample CMS account service", () => {
  let server: Awaited<ReturnType<typeof startSampleCms>>;
  beforeAll(async () => {
    server = await startSampleCms({ port: 0, today: TODAY });
  });
  afterAll(() => server.close());

  it("logs in, keeps a wish list and answers CORS with credentials", async () => {
    const origin = "http://localhost:3000";
    const anon = await fetch(`${server.url}/account/user`, { headers: { Origin: origin } });
    expect(anon.status).toBe(401);
    expect(anon.headers.get("access-control-allow-origin")).toBe(origin);
    expect(anon.headers.get("access-control-allow-credentials")).toBe("true");

    const preflight = await fetch(`${server.url}/account/wishlist/add`, { method: "OPTIONS", headers: { Origin: origin, "Access-Control-Request-Method": "PUT" } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-methods")).toContain("PUT");
    const foreign = await fetch(`${server.url}/account/user`, { headers: { Origin: "https://evil.example" } });
    expect(foreign.headers.get("access-control-allow-origin")).toBeNull();

    const login = await fetch(`${server.url}/account/demo-login?name=Jan%20Jansen&return=${encodeURIComponent("http://localhost:3000/agenda")}`, { redirect: "manual" });
    expect(login.status).toBe(302);
    expect(login.headers.get("location")).toBe("http://localhost:3000/agenda");
    const cookies = login.headers.getSetCookie();
    const sync = cookies.find((c) => c.startsWith("carre_sync="))!;
    expect(sync).toMatch(/Path=\//);
    expect(sync).toMatch(/SameSite=Lax/);
    expect(sync).not.toMatch(/HttpOnly/);
    const cookie = cookies.map((c) => c.split(";")[0]).join("; ");

    const add = await fetch(`${server.url}/account/wishlist/add`, { method: "PUT", headers: { Origin: origin, Cookie: cookie, "Content-Type": "application/json" }, body: JSON.stringify({ prod_page: "X1" }) });
    expect(add.status).toBe(200);
    expect(await (await fetch(`${server.url}/account/user`, { headers: { Cookie: cookie } })).json()).toEqual({ fullname: "Jan Jansen", wishlist: ["X1"] });
    await fetch(`${server.url}/account/wishlist/remove`, { method: "DELETE", headers: { Cookie: cookie, "Content-Type": "application/json" }, body: JSON.stringify({ prod_page: "X1" }) });
    expect((await (await fetch(`${server.url}/account/user`, { headers: { Cookie: cookie } })).json()).wishlist).toEqual([]);

    const evil = await fetch(`${server.url}/account/demo-login?return=${encodeURIComponent("https://evil.example/")}`, { redirect: "manual" });
    expect(evil.headers.get("location")).toBe("/");
    await fetch(`${server.url}/account/demo-logout`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect((await fetch(`${server.url}/account/user`, { headers: { Cookie: cookie } })).status).toBe(401);
  });
});

describe("sample CMS: the show under way today", () => {
  // Begun about an hour ago, but never yesterday: at 00:20 in Amsterdam an hour ago was the day
  // before, and the calendar (from today on) lost the show its tests look for.
  for (const [label, now] of [["at noon", "2026-11-27T12:00:00+01:00"], ["just after midnight", "2026-11-27T00:20:00+01:00"], ["at midnight", "2026-11-27T00:00:00+01:00"]] as const) {
    it(`has begun today and is still on ${label}`, () => {
      const at = amsterdamNow(new Date(now));
      const catalog = buildCatalog(at, amsterdamDay(new Date(now)));
      const matinee = catalog.productions.get(catalog.bySlug.get("matinee-klassiek")!.productionId)!;
      expect(matinee.events).toHaveLength(1);
      const [event] = matinee.events;
      expect(event!.sales_status).toBe("show_started");
      expect(new Date(event!.start_date).getTime()).toBeGreaterThanOrEqual(at.startOf("day").toMillis());
      expect(new Date(event!.start_date).getTime()).toBeLessThanOrEqual(at.toMillis());
    });
  }
});
