import { describe, expect, it } from "vitest";
import { hydrated, openPage, useSiteAndBrowser } from "./harness";

const env = useSiteAndBrowser("carre");

for (const viewport of ["phone", "desktop"] as const) {
  describe(`confirmation page at ${viewport} width`, () => {
    it("shows the outcome decided on the server, hydrates without console errors, and confirms once", async () => {
      const { page, context, errors } = await openPage(env.browser, viewport);
      const token = `e2e-${viewport}-${Date.now()}`;
      await page.goto(`${env.site.url}/cultuurbank-bevestigen?token=${token}`);
      await hydrated(page);
      const message = page.getByRole("status");
      expect(await message.textContent()).toBe("Bedankt, uw deelname is bevestigd. De winnaars krijgen uiterlijk 7 september bericht.");
      expect(await message.isVisible()).toBe(true);
      // The message sits in the viewport's width: nothing of it is cut off on a phone.
      const box = await message.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
      await page.goto(`${env.site.url}/en/confirm?action=newsletter-subscribe&token=expired`);
      await hydrated(page);
      expect(await page.getByRole("status").textContent()).toBe("This confirmation link is not valid anymore.");
      // Hydration reuses the server's outcome: the token was confirmed once, by the server's render.
      expect(env.site.cms.received.filter((c) => c.path.endsWith(token))).toHaveLength(1);
      expect(errors).toEqual([]);
      await context.close();
    });
  });
}
