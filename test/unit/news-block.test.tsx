import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { AppProvider } from "../../shared/components/app-context";
import { NewsBlock } from "../../shared/components/blocks/NewsBlock";
import type { Lang } from "../../shared/i18n/lang";
import { SITES } from "../../shared/site";
import type { NewsBlockVM } from "../../shared/view/blocks/news";
import { testPublicConfig } from "./fixtures";

const item = (id: string, heading: string) => ({
  id,
  heading,
  uppercase: /\d/.test(heading),
  date: "zaterdag 24 oktober 2026",
  dateTime: "2026-10-24T10:00:00+02:00",
  href: `/nieuwsitem/${id}`,
  image: { cdnUrlPath: `${id}/-/crop/1600x900/0,0/`, width: 1600, height: 900 },
});

function render(block: NewsBlockVM | undefined, lang: Lang = "nl") {
  return renderToString(
    <AppProvider value={{ site: SITES.carre, config: testPublicConfig() }}>
      <MemoryRouter>
        <NewsBlock block={block} lang={lang} />
      </MemoryRouter>
    </AppProvider>,
  );
}

describe("NewsBlock", () => {
  it("renders nothing without items", () => {
    expect(render(undefined)).toBe("");
    expect(render({ items: [], moreHref: "/nieuws" })).toBe("");
  });

  it("is a 'nieuws' section of items with image, date, heading and 'lees verder', and a 'meer nieuws' button to the filtered list", () => {
    const html = render({ items: [item("a", "Zomer in Carré"), item("b", "42nd Street")], moreHref: "/nieuws?tag=Musical&tag=Zakelijk" });
    expect(html).toMatch(/<section class="news-block" aria-labelledby="([^"]+)"><h2 id="\1" class="news-block__title">nieuws<\/h2>/);
    expect(html.match(/<li class="news-block__item">/g)).toHaveLength(2);
    expect(html).toContain('<time class="news-card__date" dateTime="2026-10-24T10:00:00+02:00">zaterdag 24 oktober 2026</time>');
    expect(html).toContain('<h3 class="news-card__heading"><a href="/nieuwsitem/a"');
    expect(html).toContain('<h3 class="news-card__heading news-card__heading--upper"><a href="/nieuwsitem/b"');
    expect(html).toContain("lees verder");
    expect(html).toContain('src="https://assets.example/a/-/crop/1600x900/0,0/');
    expect(html).toMatch(/<a class="button button--white" href="\/nieuws\?tag=Musical&amp;tag=Zakelijk"[^>]*>meer nieuws<\/a>/);
  });

  it("uses the page's own heading and English labels", () => {
    const html = render({ heading: "News about Carré", items: [item("a", "Summer")], moreHref: "/en/news" }, "en");
    expect(html).toContain(">News about Carré</h2>");
    expect(html).toContain("read more");
    expect(html).toContain(">more news</a>");
  });
});
