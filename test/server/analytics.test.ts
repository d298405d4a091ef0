import request from "supertest";
import { afterAll, describe, expect, it } from "vitest";
import { createSampleCms } from "../../scripts/sample-cms/app";
import { appData, startStack } from "./harness";

function directive(csp: string, name: string): string[] {
  const found = csp.split(";").map((d) => d.trim().split(/\s+/)).find(([n]) => n === name);
  return found ? found.slice(1) : [];
}

describe("analytics host configuration (issue 13; spec 1 §7)", () => {
  it("reaches the browser and the CSP allows exactly that host for connections", async () => {
    const stack = await startStack({ env: { ANALYTICS_HOST: "https://beacons.example.nl/collect/" } });
    try {
      const res = await request(stack.app).get("/pagina/contact").expect(200);
      expect(appData(res.text).config.analyticsHost).toBe("https://beacons.example.nl/collect");
      const connect = directive(res.headers["content-security-policy"]!, "connect-src");
      expect(connect).toContain("https://beacons.example.nl");
      expect(connect.filter((s) => s.includes("beacons"))).toEqual(["https://beacons.example.nl"]);
    } finally {
      await stack.close();
    }
  });

  it("none set: empty in the browser config and nothing extra in the CSP", async () => {
    const stack = await startStack();
    try {
      const res = await request(stack.app).get("/pagina/contact").expect(200);
      expect(appData(res.text).config.analyticsHost).toBe("");
      expect(directive(res.headers["content-security-policy"]!, "connect-src")).toEqual(["'self'", new URL(String(appData(res.text).config.accountServiceUrl)).origin]);
    } finally {
      await stack.close();
    }
  });
});

describe("sample CMS as the analytics host", () => {
  const cms = createSampleCms();
  afterAll(() => void cms.beacons.splice(0));
  const body = {
    device_id: "d-1",
    request_sent_at: "2026-03-02T10:00:04.000Z",
    page_views: [
      {
        name: "content",
        attributes: { site: "carre", lang: "nl" },
        events: [],
        started_at: "2026-03-02T10:00:00.000Z",
        ended_at: "2026-03-02T10:00:01.000Z",
        uri: "http://localhost/pagina/contact",
        referrer: "",
        user_agent: "UA",
        screen: "1280x800",
        window: "1280x800",
        locale: "nl-NL",
      },
    ],
  };

  it("records a beacon sent as text/plain (as sendBeacon does) and lists it at /__beacons", async () => {
    await request(cms.app).post("/page_view").set("Origin", "http://localhost:3000").set("Content-Type", "text/plain;charset=UTF-8").send(JSON.stringify(body)).expect(204).expect("Access-Control-Allow-Origin", "http://localhost:3000");
    const listed = await request(cms.app).get("/__beacons").expect(200);
    expect(listed.body).toEqual([body]);
  });

  it("answers a CORS preflight and refuses what is not a beacon", async () => {
    await request(cms.app).options("/page_view").set("Origin", "http://127.0.0.1:3000").expect(204).expect("Access-Control-Allow-Methods", "POST, OPTIONS");
    await request(cms.app).post("/page_view").set("Content-Type", "text/plain").send("not json").expect(400);
    await request(cms.app).post("/page_view").set("Content-Type", "text/plain").send(JSON.stringify({ ...body, page_views: [] })).expect(400);
    expect(cms.beacons).toHaveLength(1);
  });
});
