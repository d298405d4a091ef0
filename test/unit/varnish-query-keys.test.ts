import { describe, expect, it } from "vitest";
import { queryKeysVcl } from "../../deploy/varnish/query-keys";
import { keyQuery } from "../../shared/routes/page-query";

describe("varnish query-keys.vcl", () => {
  it("keeps per route what the site's key keeps: q on the calendar and search, p, q and tag on the news list, presale and rsvp everywhere", () => {
    const vcl = queryKeysVcl();
    expect(vcl).toContain('"(?i)^(/agenda|/en/calendar)/*$"');
    expect(vcl).toMatch(/\(\?!\(\?:presale\|rsvp\|q\)\(\?:=\|&\|\$\)/);
    expect(vcl).toMatch(/\(\?!\(\?:presale\|rsvp\|p\|q\|tag\)\(\?:=\|&\|\$\)/);
    expect(vcl).toContain("/bevestigen|/en/confirm");
    // The same lists, on the site's side.
    const key = (u: string) => keyQuery(new URL(u, "http://x.invalid"));
    expect(key("/agenda?zz=1&q=a")).toBe("q=a");
    expect(key("/nieuws?utm_source=x&tag=b&p=2")).toBe("p=2&tag=b");
    expect(key("/voorstelling/x?q=a&presale=C")).toBe("presale=C");
    expect(key("/pagina/uitnodiging?utm_source=x&rsvp=nee")).toBe("rsvp=nee");
    expect(key("/bevestigen?token=t&zz=1")).toBe("token=t&zz=1");
  });
});
