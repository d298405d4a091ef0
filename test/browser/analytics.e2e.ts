/**
 * Consent, tag manager and page-view beacons end to end (issue 13; spec 1 §4, §5, §7, §9): the
 * exact data-layer pushes and the exact beacon bodies the sample CMS (standing in for the
 * analytics host) receives, on both sites. The page clock is frozen, so every time is known:
 * views last exactly as long as the test moves the clock.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hydrated, launch, openPage, startSite } from "./harness";
import { at, CONSENT_BASIC, CONSENT_PERSONALIZED, contentView, dataLayer, device, deviceId, freezeClock, pageViewsPushed, setVisibility, T0 } from "./analytics-helpers";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

// The venue runs with a tag-manager container, the foundation without one: both keep a data layer.
for (const [siteId, containerId] of [["carre", "GTM-ANALYT1"], ["fonds", ""]] as const) {
  describe(`analytics on the ${siteId} site`, () => {
    let site: Awaited<ReturnType<typeof startSite>>;
    beforeAll(async () => {
      site = await startSite(siteId, (cmsUrl) => ({ ANALYTICS_HOST: cmsUrl, TAG_MANAGER_ID: containerId }));
    });
    afterAll(async () => {
      await site?.close();
    });

    /** Beacons of this test's browser context (its own device id): a closed context's last one may still arrive. */
    let device_id = "";
    const beacons = () => site.cms.beacons.filter((b) => b.device_id === device_id);
    const gtmLoad = containerId ? [{ "gtm.start": T0, event: "gtm.js" }] : [];

    /** Opens `path` with a frozen clock (and optional stored choices), once its first page view is pushed. */
    async function open(path: string, storage: Record<string, string> = {}) {
      const opened = await openPage(browser);
      const tagManagerRequests: string[] = [];
      await opened.context.route("https://www.googletagmanager.com/**", (route) => {
        tagManagerRequests.push(route.request().url());
        return route.fulfill({ contentType: "text/javascript", body: "" });
      });
      await opened.context.addInitScript((entries) => {
        for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
      }, storage);
      await freezeClock(opened.page);
      await opened.page.goto(site.url + path);
      await hydrated(opened.page);
      await expect.poll(() => pageViewsPushed(opened.page)).toBe(1);
      await opened.page.waitForFunction(() => document.documentElement.dataset.analytics === "recording");
      device_id = (await deviceId(opened.page)) ?? "missing";
      return { ...opened, tagManagerRequests };
    }

    /** The page-view entry of a beacon, from the parts that vary. */
    async function view(page: Parameters<typeof device>[0], v: { path: string; lang: string; from: number; to: number; referrer?: string; breadcrumbs?: unknown[] }) {
      return {
        name: "content",
        attributes: { site: siteId, lang: v.lang, ...(v.breadcrumbs ? { breadcrumbs: v.breadcrumbs } : {}) },
        events: [],
        started_at: at(v.from),
        ended_at: at(v.to),
        uri: site.url + v.path,
        referrer: v.referrer ?? "",
        ...(await device(page)),
      };
    }

    it("first load: consent default before the container, one page view; accept: update, banner event 2 s later, beacon on hide", async () => {
      const { page, context, errors, tagManagerRequests } = await open("/pagina/contact");
      const firstLoad = [["consent", "default", CONSENT_BASIC], ...gtmLoad, contentView("/pagina/contact")];
      expect(await dataLayer(page)).toEqual(firstLoad);
      // Recorded as the route answers it, which nothing in the page waits for.
      await expect.poll(() => tagManagerRequests).toEqual(containerId ? [`https://www.googletagmanager.com/gtm.js?id=${containerId}`] : []);

      await page.clock.runFor(500);
      await page.locator(".cookie-banner").getByRole("button", { name: /akkoord|accept/i }).click();
      const accepted = [...firstLoad, ["consent", "update", CONSENT_PERSONALIZED]];
      expect(await dataLayer(page)).toEqual(accepted);
      await page.clock.runFor(1999);
      expect(await dataLayer(page)).toEqual(accepted);
      await page.clock.runFor(1);
      const bannerEvent = { event: "interaction", target: "cookie-banner", action: "accept", "target-properties": "/pagina/contact", "interaction-type": false };
      expect(await dataLayer(page)).toEqual([...accepted, bannerEvent]);
      expect(await page.locator(".cookie-banner").count()).toBe(0);
      expect(await page.evaluate(() => ["cookie_consent_shown", "cookie_consent_preference", "analytics_consent"].map((k) => localStorage.getItem(k)))).toEqual(["yes", "personalized", "accepted"]);

      // The view is still open, so nothing was sent; hiding the tab ends it and sends it at once.
      expect(beacons()).toEqual([]);
      await setVisibility(page, "hidden");
      await expect.poll(() => beacons().length).toBe(1);
      expect(beacons()[0]).toEqual({ device_id: await deviceId(page), request_sent_at: at(2500), page_views: [await view(page, { path: "/pagina/contact", lang: "nl", from: 0, to: 2500 })] });
      expect(errors).toEqual([]);
      await context.close();
    });

    it("refuse: basic again, banner gone, banner event 2 s later", async () => {
      const { page, context, errors } = await open("/en/page/contact");
      await page.locator(".cookie-banner").getByRole("button", { name: /refuse|weiger/i }).click();
      await page.clock.runFor(2000);
      expect(await dataLayer(page)).toEqual([
        ["consent", "default", CONSENT_BASIC],
        ...gtmLoad,
        contentView("/en/page/contact"),
        ["consent", "update", CONSENT_BASIC],
        { event: "interaction", target: "cookie-banner", action: "refuse", "target-properties": "/en/page/contact", "interaction-type": false },
      ]);
      expect(await page.locator(".cookie-banner").count()).toBe(0);
      expect(await page.evaluate(() => ["cookie_consent_shown", "cookie_consent_preference", "analytics_consent"].map((k) => localStorage.getItem(k)))).toEqual(["yes", "basic", "rejected"]);
      expect(errors).toEqual([]);
      await context.close();
    });

    it("cookie page: a keyboard choice is saved at once and sent as a consent update", async () => {
      const { page, context, errors } = await open("/pagina/cookies");
      const basic = page.getByRole("radio", { name: /Basis/ });
      await expect.poll(() => basic.isChecked()).toBe(true);
      await basic.focus();
      await page.keyboard.press("ArrowDown");
      await expect.poll(() => page.evaluate(() => localStorage.getItem("cookie_consent_preference"))).toBe("personalized");
      expect(await page.getByRole("radio", { name: /Gepersonaliseerd/ }).isChecked()).toBe(true);
      expect((await dataLayer(page)).at(-1)).toEqual(["consent", "update", CONSENT_PERSONALIZED]);
      await page.keyboard.press("ArrowUp");
      await expect.poll(() => page.evaluate(() => localStorage.getItem("cookie_consent_preference"))).toBe("basic");
      expect((await dataLayer(page)).at(-1)).toEqual(["consent", "update", CONSENT_BASIC]);
      expect(await page.evaluate(() => localStorage.getItem("analytics_consent"))).toBe("rejected");
      expect(errors).toEqual([]);
      await context.close();
    });

    it("three client-side navigations, one under 150 ms as a breadcrumb; the tab hidden and shown", async () => {
      const { page, context, errors, documentLoads } = await open("/pagina/contact", { cookie_consent_shown: "yes" });
      const loads = documentLoads();
      const navigate = async (path: string, views: number) => {
        await page.locator(".lang-switch__link").click();
        await page.waitForURL(site.url + path);
        await expect.poll(() => pageViewsPushed(page)).toBe(views);
      };
      await page.clock.runFor(1000);
      await navigate("/en/page/contact", 2);
      await page.clock.runFor(100);
      await navigate("/pagina/contact", 3);
      await page.clock.runFor(500);
      await navigate("/en/page/contact", 4);
      expect(documentLoads()).toBe(loads);
      // One push per navigation, none twice.
      expect((await dataLayer(page)).filter((e) => (e as { event?: string }).event === "content-view")).toEqual(
        ["/pagina/contact", "/en/page/contact", "/pagina/contact", "/en/page/contact"].map((p) => contentView(p)),
      );

      // The 4 s timer (started at T0) sends the two closed views; the 100 ms one rides on the next.
      await page.clock.runFor(4000);
      await expect.poll(() => beacons().length).toBe(1);
      const id = await deviceId(page);
      const nl = site.url + "/pagina/contact";
      const en = site.url + "/en/page/contact";
      expect(beacons()[0]).toEqual({
        device_id: id,
        request_sent_at: at(4000),
        page_views: [
          await view(page, { path: "/pagina/contact", lang: "nl", from: 0, to: 1000 }),
          await view(page, { path: "/pagina/contact", lang: "nl", from: 1100, to: 1600, referrer: en, breadcrumbs: [{ name: "content", uri: en, started_at: at(1000), ended_at: at(1100) }] }),
        ],
      });

      // Hidden: the open view ends and goes at once; visible: a new view of the same page starts.
      await setVisibility(page, "hidden");
      await expect.poll(() => beacons().length).toBe(2);
      expect(beacons()[1]).toEqual({ device_id: id, request_sent_at: at(5600), page_views: [await view(page, { path: "/en/page/contact", lang: "en", from: 1600, to: 5600, referrer: nl })] });
      await page.clock.runFor(3000);
      await setVisibility(page, "visible");
      await page.clock.runFor(1400);
      expect(beacons().length).toBe(2);
      await setVisibility(page, "hidden");
      await expect.poll(() => beacons().length).toBe(3);
      expect(beacons()[2]).toEqual({ device_id: id, request_sent_at: at(10000), page_views: [await view(page, { path: "/en/page/contact", lang: "en", from: 8600, to: 10000, referrer: nl })] });
      expect(errors).toEqual([]);
      await context.close();
    });

    const query = "?email=a%40b.nl&phone=0612345678&emailadres=c%40d.nl&utm_source=mail";
    for (const [preference, recorded] of [
      ["basic", "?emailadres=redacted&utm_source=redacted"],
      ["personalized", "?emailadres=c%40d.nl&utm_source=mail"],
    ] as const) {
      it(`email and phone in the query (${preference}): masked for the tag manager, removed from the beacon sent on unload`, async () => {
        const { page, context, errors } = await open(`/pagina/contact${query}`, { cookie_consent_shown: "yes", cookie_consent_preference: preference });
        expect((await dataLayer(page)).at(-1)).toEqual(contentView("/pagina/contact?email=***&phone=0612345678&emailadres=***&utm_source=mail"));
        const expected = await view(page, { path: `/pagina/contact${recorded}`, lang: "nl", from: 0, to: 300 });
        await page.clock.runFor(300);
        // Leaving the site unloads the page: the open view ends and is sent on the way out.
        expect(errors).toEqual([]);
        await page.goto("about:blank");
        await expect.poll(() => beacons().length).toBe(1);
        expect(beacons()[0]!.page_views).toEqual([expected]);
        await context.close();
      });
    }
  });
}

describe("analytics without a host or a container", () => {
  let site: Awaited<ReturnType<typeof startSite>>;
  beforeAll(async () => {
    site = await startSite("carre");
  });
  afterAll(async () => {
    await site?.close();
  });

  it("keeps the data layer, loads no recorder and sends nothing", async () => {
    const { page, context, errors } = await openPage(browser);
    const external: string[] = [];
    page.on("request", (r) => {
      if (!r.url().startsWith(site.url)) external.push(r.url());
    });
    await freezeClock(page);
    await page.goto(`${site.url}/pagina/contact`);
    await hydrated(page);
    await expect.poll(() => pageViewsPushed(page)).toBe(1);
    await page.clock.runFor(5000);
    expect(await page.evaluate(() => document.documentElement.dataset.analytics)).toBeUndefined();
    await setVisibility(page, "hidden");
    await page.goto("about:blank");
    expect(external.filter((u) => !u.includes("/images/"))).toEqual([]);
    expect(site.cms.beacons).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
