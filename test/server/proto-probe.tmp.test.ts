import request from "supertest";
import { it } from "vitest";
import { startStack } from "./harness";
const NAMES = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "valueOf", "__defineGetter__"];
it("probe", async () => {
  const stack = await startStack();
  const bad: string[] = [];
  const paths = ["/bevestigen", "/en/confirm", "/premiere-afmelden", "/premiere-bevestigen", "/agenda", "/en/calendar", "/zoeken", "/nieuws", "/pagina/contact", "/api/render/news-page-list-nl", "/api/redirect", "/api/services/presale", "/", "/voorstelling/hadestown"];
  const keys = ["action", "actie", "q", "page", "per_page", "presale", "l", "filter_newsPageTag", "token", "path", "code", "r", "tag", "genre"];
  for (const n of NAMES) {
    for (const p of paths) for (const k of keys) {
      const res = await request(stack.app).get(`${p}?${k}=${n}`);
      if (res.status >= 500) bad.push(`${res.status} ${p}?${k}=${n}`);
      const res2 = await request(stack.app).get(`${p}?${n}=x`);
      if (res2.status >= 500) bad.push(`${res2.status} ${p}?${n}=x`);
    }
    for (const p of [`/pagina/${n}`, `/en/page/${n}`, `/voorstelling/${n}`, `/en/show/${n}`, `/nieuws/${n}`, `/${n}`, `/api/render/${n}`, `/api/services/forms/${n}`, `/api/orders/${n}`, `/${n}/${n}`]) {
      const res = await request(stack.app).get(p);
      if (res.status >= 500) bad.push(`${res.status} GET ${p}`);
      const res3 = await request(stack.app).post(p).type("form").send(`${n}=1&_form=${n}`);
      if (res3.status >= 500) bad.push(`${res3.status} POST ${p}`);
    }
    for (const p of ["/pagina/contact", "/pagina/aanmelden-nieuwsbrief", "/premiere-afmelden"]) {
      const res = await request(stack.app).post(p).type("form").send(`${n}=1&_form=${encodeURIComponent(JSON.stringify({ id: n }))}&_slot=${n}`);
      if (res.status >= 500) bad.push(`${res.status} POST form ${p} ${n}`);
    }
    for (const p of ["/api/services/forms/contact", "/api/services/newsletter/subscribe", "/api/webhook/cms"]) {
      const res = await request(stack.app).post(p).set("content-type", "application/json").send(`{"${n}":{"a":1},"email":"a@b.nl"}`);
      if (res.status >= 500) bad.push(`${res.status} POST json ${p} ${n}`);
    }
  }
  console.log(bad.join("\n"));
  await stack.close();
}, 300_000);
