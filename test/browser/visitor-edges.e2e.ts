/**
 * Issue 26, the visual points, measured at 390 and 1280 px (and 360 px, the narrowest phone the
 * issue names): the musical's date calendar holds its buttons and badges, the calendar's featured
 * card holds "Meer info" and the heart, a show page has one price table and a drawn group icon,
 * and a sales state nobody can act on is a status text, not a button.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hydrated, openPage, useSiteAndBrowser } from "./harness";

const env = useSiteAndBrowser();

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Boxes of every element the locator matches, in page coordinates. */
async function boxes(locator: Locator): Promise<Box[]> {
  return locator.evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { x: r.x + window.scrollX, y: r.y + window.scrollY, width: r.width, height: r.height };
    }),
  );
}

const inside = (inner: Box, outer: Box) => inner.x >= outer.x - 0.5 && inner.y >= outer.y - 0.5 && inner.x + inner.width <= outer.x + outer.width + 0.5 && inner.y + inner.height <= outer.y + outer.height + 0.5;

async function open(page: Page, path: string) {
  await page.goto(env.site.url + path);
  await hydrated(page);
}

/** The visible part of an element that clips its content (overflow hidden), in page coordinates. */
async function clipBox(locator: Locator): Promise<Box> {
  return (await boxes(locator))[0]!;
}

const WIDTHS = [
  ["phone", 390],
  ["phone", 360],
  ["desktop", 1280],
] as const;

for (const [viewport, width] of WIDTHS) {
  describe(`issue 26 at ${width} px`, () => {
    it("the musical's date calendar: every day's time, badges and button lie inside the day, the day inside the viewport, nothing overlaps", async () => {
      const { page, context, errors } = await openPage(env.browser, viewport);
      await page.setViewportSize({ width, height: 844 });
      await open(page, "/voorstelling/hadestown");
      const days = page.locator(".schedule-calendar__day--events");
      expect(await days.count()).toBeGreaterThan(5);
      for (let d = 0; d < (await days.count()); d++) {
        const day = days.nth(d);
        const [dayBox] = await boxes(day);
        expect(dayBox!.x).toBeGreaterThanOrEqual(0);
        expect(dayBox!.x + dayBox!.width).toBeLessThanOrEqual(width);
        const parts = await boxes(day.locator(".schedule-calendar__time, .schedule-label, .schedule-tooltip, .schedule-calendar__button"));
        for (const part of parts) expect(inside(part, dayBox!), `day ${d}: ${JSON.stringify(part)} in ${JSON.stringify(dayBox)}`).toBe(true);
        // Labels and buttons of one day do not overlap each other.
        for (let i = 0; i < parts.length; i++)
          for (let j = i + 1; j < parts.length; j++) {
            const [a, b] = [parts[i]!, parts[j]!];
            const overlap = a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;
            expect(overlap, `day ${d}: parts ${i} and ${j} overlap`).toBe(false);
          }
      }
      // Button text is not cut: each button is as wide as its text needs.
      const cut = await page.locator(".schedule-calendar__button").evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth + 1).length);
      expect(cut).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });

    it("the calendar's featured card holds its sales state, 'Meer info' and the wish-list heart, all inside the viewport", async () => {
      const { page, context, errors } = await openPage(env.browser, viewport);
      await page.setViewportSize({ width, height: 844 });
      await open(page, "/agenda");
      const card = page.locator(".calendar-card--featured");
      const cardBox = await clipBox(card);
      for (const selector of [".calendar-card__sales", ".calendar-card__more", ".calendar-card__wish"]) {
        const [box] = await boxes(card.locator(selector));
        expect(box, selector).toBeDefined();
        expect(inside(box!, cardBox), `${selector} ${JSON.stringify(box)} in card ${JSON.stringify(cardBox)}`).toBe(true);
        expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      }
      // The heart can be tapped: once the cookie banner is answered and the heart scrolled to the
      // middle, the element at its centre is the heart itself.
      await page.getByRole("button", { name: "Weigeren" }).click();
      const hit = await card.locator(".calendar-card__wish").evaluate((el) => {
        el.scrollIntoView({ block: "center" });
        const r = el.getBoundingClientRect();
        const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        return !!top && (el === top || el.contains(top));
      });
      expect(hit).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    });

    it("a sales state nobody can act on is a status text: no link, not focusable, not a button's fill or pill, same text", async () => {
      const { page, context, errors } = await openPage(env.browser, viewport);
      await page.setViewportSize({ width, height: 844 });
      await open(page, "/agenda");
      // The sample's matinee started an hour ago: its card says so. Found by its link, not as the
      // featured (first) card: in the evening a show later that day can come first.
      const status = page.locator('.calendar-card:has(a[href="/voorstelling/matinee-klassiek"]) .calendar-card__sales');
      expect(await status.textContent()).toBe("Voorstelling is begonnen");
      const look = await status.evaluate((el) => {
        const css = getComputedStyle(el);
        return { tag: el.tagName, tabIndex: el.tabIndex, role: el.getAttribute("role"), background: css.backgroundColor, radius: parseFloat(css.borderTopLeftRadius), cursor: css.cursor, color: css.color };
      });
      expect(look.tag).toBe("SPAN");
      expect(look.tabIndex).toBe(-1);
      expect(look.role).toBeNull();
      expect(look.cursor).toBe("default");
      // Not the red order button's fill, not a pill.
      expect(look.background).not.toBe("rgb(163, 20, 28)");
      expect(look.radius).toBeLessThan(10);
      expect(look.color).not.toBe("rgb(255, 255, 255)");
      // Sold out: the spec's brown, as text.
      await open(page, "/voorstelling/hadestown");
      const soldOut = page.locator(".schedule-calendar .sales-button--inactive", { hasText: "Uitverkocht" }).first();
      if ((await soldOut.count()) > 0) expect(await soldOut.evaluate((el) => getComputedStyle(el).color)).toBe("rgb(107, 83, 68)");
      expect(errors).toEqual([]);
      await context.close();
    });

    it("a show page has one price table, and the large-groups line starts with a drawn icon, not a missing glyph", async () => {
      const { page, context, errors } = await openPage(env.browser, viewport);
      await page.setViewportSize({ width, height: 844 });
      await open(page, "/voorstelling/chicago");
      expect(await page.getByRole("button", { name: "Prijzen", exact: true }).count()).toBe(1);
      expect(await page.locator(".show-table, .block-table").count()).toBe(1);
      const groups = page.locator(".show-big-groups");
      expect((await groups.textContent())!.trim()).toMatch(/^Met 15 personen of meer\?/);
      const [icon] = await boxes(groups.locator("svg"));
      const [link] = await boxes(groups.locator("a"));
      expect(icon!.width).toBeGreaterThan(10);
      expect(icon!.x + icon!.width).toBeLessThanOrEqual(link!.x);
      // The related shows' band ends the page: no strip of the page's ground below it.
      const [related] = await boxes(page.locator(".show-related"));
      const [article] = await boxes(page.locator("article.show-page"));
      expect(Math.abs(related!.y + related!.height - (article!.y + article!.height))).toBeLessThan(1);
      expect(errors).toEqual([]);
      await context.close();
    });

    // The hero clips what overflows it, so the page does not scroll sideways: measured, not seen.
    it("the home hero's title and search box lie inside the viewport, with the page's side margins", async () => {
      const { page, context, errors } = await openPage(env.browser, viewport);
      await page.setViewportSize({ width, height: 844 });
      await open(page, "/");
      const [search] = await boxes(page.locator(".home-hero__content form"));
      const [title] = await boxes(page.locator(".home-hero__title"));
      expect(search!.x).toBeGreaterThan(0);
      expect(width - (search!.x + search!.width)).toBeGreaterThanOrEqual(search!.x - 0.5);
      expect(title!.x + title!.width).toBeLessThanOrEqual(width);
      expect(errors).toEqual([]);
      await context.close();
    });
  });
}

describe("reflow at 320 px (WCAG 1.4.10)", () => {
  it("no page scrolls sideways: a long Dutch heading wraps, a long sales state puts the heart on the next line", async () => {
    const { page, context, errors } = await openPage(env.browser, "phone");
    await page.setViewportSize({ width: 320, height: 640 });
    const wide: string[] = [];
    for (const path of ["/pagina/theaterarrangementen", "/voorstelling/matinee-klassiek", "/", "/agenda"]) {
      await open(page, path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 320) wide.push(`${path}: ${width} px`);
    }
    expect(wide).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("forced colours (Windows high contrast)", () => {
  it("slider bullets stay drawn, the current one marked, and a play triangle stays a triangle", async () => {
    const { page, context, errors } = await openPage(env.browser, "desktop");
    await page.emulateMedia({ forcedColors: "active" });
    await open(page, "/pagina/over-carre");
    const slider = page.locator(".page-slider");
    await slider.scrollIntoViewIfNeeded();
    await page.locator(".page-slider .swiper-initialized, .page-slider.swiper-initialized, .page-slider__swiper.swiper-initialized").first().waitFor();
    const looks = await page.evaluate(() => {
      const ground = getComputedStyle(document.body).backgroundColor;
      const bullets = [...document.querySelectorAll(".page-slider .swiper-pagination-bullet")].map((b) => getComputedStyle(b));
      const play = document.querySelector(".video-slide__icon");
      return {
        bulletsDrawn: bullets.length > 1 && bullets.every((b) => b.backgroundColor !== ground),
        currentMarked: bullets.some((b) => b.outlineStyle === "solid"),
        triangle: play ? getComputedStyle(play, "::after").borderTopColor : "no play button",
      };
    });
    expect(looks).toEqual({ bulletsDrawn: true, currentMarked: true, triangle: "rgba(0, 0, 0, 0)" });
    expect(errors).toEqual([]);
    await context.close();
  });
});
