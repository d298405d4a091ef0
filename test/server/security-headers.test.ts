import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import request from "supertest";
import { PIXEL_ORIGINS } from "../../shared/domain/marketing-pixels";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sha256Source } from "../../server/render/document-csp";
import { startStack } from "./harness";

let stack: Awaited<ReturnType<typeof startStack>>;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

function directive(csp: string, name: string): string[] {
  const found = csp.split(";").map((d) => d.trim().split(/\s+/)).find(([n]) => n === name);
  return found ? found.slice(1) : [];
}

describe("security headers", () => {
  it("sends HSTS, nosniff, the referrer and permissions policies, and forbids framing", async () => {
    const res = await request(stack.app).get("/").expect(200);
    expect(res.headers["strict-transport-security"]).toMatch(/^max-age=\d{8}; includeSubDomains$/);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["permissions-policy"]).toContain("camera=()");
    expect(res.headers["permissions-policy"]).toContain("geolocation=()");
    expect(directive(res.headers["content-security-policy"]!, "frame-ancestors")).toEqual(["'none'"]);
  });

  it("names a page's inline scripts and styles by hash, never a nonce: two responses of a stored page share none", async () => {
    for (const path of ["/", "/agenda", "/pagina/contact", "/pagina/bestaat-niet"]) {
      const [first, second] = [await request(stack.app).get(path), await request(stack.app).get(path)];
      expect(second.headers["x-cache"], path).toBe("HIT");
      for (const res of [first, second]) {
        const csp = res.headers["content-security-policy"]!;
        expect(`${csp} ${res.text}`, path).not.toMatch(/nonce/i);
        const scriptSrc = directive(csp, "script-src");
        expect(scriptSrc.slice(0, 2), path).toEqual(["'self'", "'strict-dynamic'"]);
        expect(scriptSrc, path).not.toContain("'unsafe-inline'");
        // Every inline script the browser would run is named, and nothing else.
        const inline = [...res.text.matchAll(/<script(?![^>]*\b(src=|type="application\/(ld\+)?json"))[^>]*>([\s\S]*?)<\/script>/g)].map((m) => sha256Source(m[3]!));
        expect(inline.length, path).toBeGreaterThan(0);
        expect(scriptSrc.slice(2).sort(), path).toEqual([...new Set(inline)].sort());
        expect(directive(csp, "style-src-elem"), path).toEqual(["'self'"]);
      }
    }
  });

  it("keeps no policy naming hashes on responses that are not documents", async () => {
    const res = await request(stack.app).get("/api/render/pagina/contact").expect(200);
    expect(directive(res.headers["content-security-policy"]!, "script-src")).toEqual(["'self'"]);
  });

  it("sends no policy with a 304, so the stored page keeps the policy that names its hashes", async () => {
    const first = await request(stack.app).get("/pagina/contact").expect(200);
    expect(first.headers.etag).toBeTruthy();
    const again = await request(stack.app).get("/pagina/contact").set("If-None-Match", first.headers.etag!).expect(304);
    expect(again.headers["content-security-policy"]).toBeUndefined();
    expect(again.headers["x-frame-options"]).toBe("DENY");
  });

  it("keeps the source allow-lists: own scripts, CDN images, the account service, the video host", async () => {
    const csp = (await request(stack.app).get("/").expect(200)).headers["content-security-policy"]!;
    const cms = new URL(stack.cms.url).origin;
    expect(directive(csp, "default-src")).toEqual(["'self'"]);
    expect(directive(csp, "script-src").filter((s) => !s.startsWith("'sha256-"))).toEqual(["'self'", "'strict-dynamic'"]);
    // The ad networks' image hosts for marketing pixels, which the browser fires only after personalised consent.
    expect(directive(csp, "img-src")).toEqual(["'self'", "data:", cms, ...PIXEL_ORIGINS]);
    expect(directive(csp, "media-src")).toEqual(["'self'"]);
    expect(directive(csp, "connect-src")).toEqual(["'self'", cms]);
    expect(directive(csp, "frame-src")).toEqual(["https://www.youtube-nocookie.com"]);
    expect(directive(csp, "object-src")).toEqual(["'none'"]);
    // Inline event handlers never run, hash or not.
    expect(directive(csp, "script-src-attr")).toEqual(["'none'"]);
  });
});

describe("absolute URLs in the page", () => {
  const hostile = { Host: "evil.example", "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "http" };

  it("come from the site's origin whatever Host and X-Forwarded-Host say", async () => {
    const res = await request(stack.app).get("/pagina/contact").set(hostile).expect(200);
    expect(res.text).toContain('<link rel="canonical" href="https://carre.nl/pagina/contact">');
    expect(res.text).toContain('hreflang="en" href="https://carre.nl/en/page/contact"');
    expect(res.text).toContain('<meta property="og:url" content="https://carre.nl/pagina/contact">');
    expect(res.text).not.toContain("evil.example");
  });

  it("come from PUBLIC_ORIGIN when it is configured", async () => {
    const other = await startStack({ env: { PUBLIC_ORIGIN: "https://www.carre.example" } });
    try {
      const res = await request(other.app).get("/en").set(hostile).expect(200);
      expect(res.text).toContain('<link rel="canonical" href="https://www.carre.example/en">');
      expect(res.text).toContain('hreflang="nl" href="https://www.carre.example/"');
      expect(res.text).not.toContain("evil.example");
    } finally {
      await other.close();
    }
  });

  it("stay out of redirects", async () => {
    for (const path of ["//pagina//contact", "/kerstshow", "/agenda?l=en", "/oude-agenda"]) {
      const res = await request(stack.app).get(path).set(hostile);
      expect(res.status).toBeGreaterThanOrEqual(301);
      expect(res.headers.location).toMatch(/^\/(?!\/)/);
      expect(res.text).not.toContain("evil.example");
    }
  });
});

describe("source maps", () => {
  const dir = mkdtempSync(join(tmpdir(), "carre-assets-"));
  writeFileSync(join(dir, "app-abc123.js"), "console.log(1);\n//# sourceMappingURL=app-abc123.js.map\n");
  writeFileSync(join(dir, "app-abc123.js.map"), '{"version":3,"sources":["client/entry.tsx"],"sourcesContent":["secret"]}');
  // The stylesheet the harness's manifest names: the server reads it at start for each page's critical CSS.
  writeFileSync(join(dir, "styles-test.css"), "");
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("are not served from /assets by default, however the name is spelled", async () => {
    const site = await startStack({ assetsDir: dir });
    try {
      const bundle = await request(site.app).get("/assets/app-abc123.js").expect(200);
      // Hashed names never change content: immutable for a year (issue 8 item 3).
      expect(bundle.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      for (const path of ["/assets/app-abc123.js.map", "/assets/app-abc123.js%2Emap", "/assets/app-abc123.js.MAP"]) {
        const res = await request(site.app).get(path).expect(404);
        expect(res.text).not.toContain("sourcesContent");
      }
    } finally {
      await site.close();
    }
  });

  it("are served when SERVE_SOURCE_MAPS is on", async () => {
    const site = await startStack({ assetsDir: dir, env: { SERVE_SOURCE_MAPS: "true" } });
    try {
      const res = await request(site.app).get("/assets/app-abc123.js.map").expect(200);
      expect(res.text).toContain("sourcesContent");
    } finally {
      await site.close();
    }
  });
});
