/**
 * The render answer's contract (shared/contract/render.ts): an item that does not decode (an
 * event, a node, a production, an arrangement, a venue) is left out and named, the rest kept; the
 * page's own node, or the envelope, still fails the answer (spec 4: never crash on a date).
 */
import { describe, expect, it } from "vitest";
import { leftOut, RenderResponse } from "../../shared/contract/render";

const event = (id: string, start: unknown = "2026-12-01T20:00:00+01:00") => ({ id, start_date: start, sales_status: "on_sale" });
const answer = () => ({
  node: { id: "list", kind: "production-page-list", relations: { items: ["a", null, "b"] } },
  nodes: { a: { id: "a", kind: "production-page" }, b: { id: "b", kind: "production-page", relations: { shows: [1, null] } }, bad: { id: null, kind: "page" } },
  productions: {
    "1": { id: "1", events: [event("e1"), event("e2", null), event("e3"), event("e4", 5)] },
    "2": { id: "2", events: [{ ...event("e5"), arrangement_ids: "" }] },
    "3": { id: "3", events: "none" },
  },
  venues: { v: { id: "v", halls: [{ id: null }] } },
});

describe("a render answer with items that do not decode", () => {
  it("keeps every other item, in order, and names what it left out", () => {
    const parsed = RenderResponse.parse(answer());
    expect(parsed.productions!["1"]!.events.map((e) => e.id)).toEqual(["e1", "e3"]);
    expect(parsed.productions!["2"]!.events).toEqual([]);
    expect(Object.keys(parsed.productions!)).toEqual(["1", "2"]);
    expect(Object.keys(parsed.nodes)).toEqual(["a", "b"]);
    expect(parsed.venues).toEqual({});
    expect([...leftOut(parsed)].sort()).toEqual(["nodes.bad", "productions.1.events.1", "productions.1.events.3", "productions.2.events.0", "productions.3", "venues.v"]);
    // Never sent on: the list is not part of the answer's JSON (the render proxy passes it to the browser).
    expect(JSON.stringify(parsed)).not.toContain("left out");
  });

  it("removes the right events however the failing items are listed (list places from the last back)", () => {
    const events = Array.from({ length: 12 }, (_, i) => event(`e${i}`, i % 3 === 1 ? null : undefined));
    const parsed = RenderResponse.parse({ node: { id: "p", kind: "page" }, nodes: { x: { id: null }, y: { id: "y", kind: "page" }, z: { kind: 1 } }, productions: { "1": { id: "1", events } } });
    expect(parsed.productions!["1"]!.events.map((e) => e.id)).toEqual(["e0", "e2", "e3", "e5", "e6", "e8", "e9", "e11"]);
    expect(Object.keys(parsed.nodes)).toEqual(["y"]);
  });

  it("drops an empty place in a relation list rather than the node", () => {
    const parsed = RenderResponse.parse(answer());
    expect(parsed.node.relations!.items).toEqual(["a", "b"]);
    expect(parsed.nodes.b!.relations!.shows).toEqual(["1"]);
  });

  it("leaves nothing out of an answer that decodes", () => {
    const clean = RenderResponse.parse({ node: { id: "p", kind: "page" }, nodes: { a: answer().nodes.a }, productions: { "1": { id: "1", events: [event("e1")] } } });
    expect(leftOut(clean)).toEqual([]);
    expect(clean.productions!["1"]!.events).toHaveLength(1);
  });

  it.each([
    ["the page's own node", { node: { id: "p", kind: 7 }, nodes: {} }, "node.kind"],
    ["the envelope", { node: { id: "p", kind: "page" }, nodes: [] }, "nodes"],
    ["an answer that is no object", "page", ""],
  ])("still fails the answer for %s", (_what, raw, path) => {
    const result = RenderResponse.safeParse(raw);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path.join(".")).toBe(path);
  });
});
