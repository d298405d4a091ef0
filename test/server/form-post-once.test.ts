/**
 * A native post sent twice goes upstream once (server/forms/sent-once.ts): without scripts, a
 * second click on the button makes the browser drop the first request and send the form again.
 */
import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { FAIL_EMAIL, SLOW_EMAIL } from "../../scripts/sample-cms/services";
import { startStack, type Stack } from "./harness";

let stack: Stack;
let server: http.Server;
beforeAll(async () => {
  stack = await startStack({ env: { SERVICE_RATE_LIMIT: "1000" } });
  server = stack.app.listen(0, "127.0.0.1");
  await once(server, "listening");
});
afterAll(async () => {
  server?.close();
  await stack?.close();
});

const PANEL = "/pagina/carre-bezoekerspanel";
const fields = (email: string, comment = "Graag!") =>
  new URLSearchParams({ _form: JSON.stringify({ id: "panel" }), _slot: "main", firstName: "Piet", lastName: "Jansen", email, comment }).toString();
const sentWith = (email: string) => stack.cms.received.filter((c) => c.method === "POST" && JSON.stringify(c.body).includes(email));

/** Posts the form and follows its 303 as the browser would: where it went, and the page's outcome. */
async function post(body: string): Promise<{ location: string; outcome: string | undefined }> {
  const res = await request(server).post(PANEL).type("form").send(body).expect(303);
  const cookie = (res.headers["set-cookie"] as unknown as string[]).map((c) => c.split(";")[0]).join("; ");
  const page = await request(server).get(PANEL).set("Cookie", cookie).expect(200);
  return { location: res.headers.location as string, outcome: /form-outcome--(success|failure)/.exec(page.text)?.[1] };
}

describe("a native post sent twice goes upstream once", () => {
  it("the same form, filled in the same way, just after it succeeded: one call, both told it went through", async () => {
    const email = "twice@example.com";
    const first = await post(fields(email));
    const second = await post(fields(email));
    expect([first, second]).toEqual([{ location: `${PANEL}#form-main`, outcome: "success" }, { location: `${PANEL}#form-main`, outcome: "success" }]);
    expect(sentWith(email)).toHaveLength(1);
    // Filled in otherwise, it is another post.
    await post(fields(email, "Toch nog iets"));
    expect(sentWith(email).map((c) => (c.body as { comment: string }).comment)).toEqual(["Graag!", "Toch nog iets"]);
  });

  it("the first dropped by the browser while its call is on its way: the second waits for that call and tells its outcome", async () => {
    const first = http.request({ host: "127.0.0.1", port: (server.address() as AddressInfo).port, method: "POST", path: PANEL, headers: { "content-type": "application/x-www-form-urlencoded" } });
    first.on("error", () => {});
    first.end(fields(SLOW_EMAIL));
    await vi.waitFor(() => expect(sentWith(SLOW_EMAIL)).toHaveLength(1), { timeout: 10_000 });
    first.destroy();
    expect(await post(fields(SLOW_EMAIL))).toEqual({ location: `${PANEL}#form-main`, outcome: "success" });
    expect(sentWith(SLOW_EMAIL)).toHaveLength(1);
  });

  it("a failure is not remembered: the visitor can try again at once", async () => {
    const first = await post(fields(FAIL_EMAIL));
    const second = await post(fields(FAIL_EMAIL));
    expect([first.location, second.location]).toEqual([`${PANEL}#form-main-failure`, `${PANEL}#form-main-failure`]);
    expect(sentWith(FAIL_EMAIL)).toHaveLength(2);
  });
});
