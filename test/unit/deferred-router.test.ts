/**
 * The stand-in router's first matches (client/deferred-router.ts): found on the one route the
 * server's loader data names, they must be what matching the whole table gives, route objects included.
 */
import { matchRoutes, type DataRouteObject, type Location } from "react-router";
import { describe, expect, it } from "vitest";
import { dataRoutes, hydratedMatches } from "../../client/deferred-router";
import { createRoutes } from "../../shared/routes/routes";

const manifest: Record<string, DataRouteObject> = {};
const converted = dataRoutes(createRoutes(() => Promise.reject(new Error("no loader runs here"))), manifest);
const at = (pathname: string, search = ""): Location => ({ pathname, search, hash: "", state: null, key: "default" });
const fullMatch = (location: Location) => matchRoutes(converted, location)!;

describe("the hydrated page's matches", () => {
  it.each([
    ["/"],
    ["/en"],
    ["/agenda"],
    ["/voorstelling/chicago"],
    ["/en/show/chicago"],
    ["/pagina/over-carre"],
    ["/voorstelling/caf%C3%A9"],
    ["/nieuws", "?pagina=2"],
    ["/een/pagina/die/de/cms/kent"],
    ["/cultuurbank-confirm"],
  ])("on the route the loader data names, as the whole table matches %s%s", (pathname, search = "") => {
    const location = at(pathname, search);
    const full = fullMatch(location);
    const leaf = full.at(-1)!.route.id;
    const found = hydratedMatches(converted, manifest, location, { [leaf]: { view: "page" } });
    expect(found).toEqual(full);
    found.forEach((match, i) => expect(match.route).toBe(full[i]!.route));
  });

  it("follows the route the server chose, which the whole table may rank below another", () => {
    // Not a case the server makes (it ranks as the browser does): it shows the branch is matched on its own.
    const found = hydratedMatches(converted, manifest, at("/voorstelling/chicago"), { resolver: {} });
    expect(found.map((match) => match.route.id)).toEqual(["root", "resolver"]);
    expect(found[1]!.params).toEqual({ "*": "voorstelling/chicago" });
    expect(found[0]!.route).toBe(converted[0]);
  });

  it("matches the whole table when the loader data names no route (an error page) or one the address does not fit", () => {
    const location = at("/voorstelling/chicago");
    const full = fullMatch(location);
    expect(full.at(-1)!.route.id).toBe("show-nl");
    for (const loaderData of [{}, { "search-nl": {} }, { "no-such-route": {} }]) {
      const found = hydratedMatches(converted, manifest, location, loaderData);
      expect(found).toEqual(full);
      found.forEach((match, i) => expect(match.route).toBe(full[i]!.route));
    }
  });
});
