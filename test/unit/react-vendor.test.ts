import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildReactVendor, exportNames, QUIET_ERROR, vendorSource } from "../../scripts/react-vendor";

// scripts/react-vendor.ts: React's packages as one ES module that ends by awaiting the next task.
describe("the React vendor module", () => {
  const out = mkdtempSync(join(tmpdir(), "react-vendor-"));
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it("exports every export of each package the client imports, React as its default", async () => {
    const file = await buildReactVendor({ bundle: true, minify: true, format: "esm", define: { "process.env.NODE_ENV": '"production"' } }, out);
    const NativeError = globalThis.Error;
    const vendor = (await import(resolve(file))) as Record<string, unknown>;
    // Its packages were evaluated with a quiet Error; the real one is back.
    expect(globalThis.Error).toBe(NativeError);
    const names = new Set(Object.values(exportNames()).flat());
    expect(Object.keys(vendor).filter((name) => name !== "default").sort()).toEqual([...names].sort());
    // Each bound to its package's value, not left undefined by a wrong mapping.
    expect(Object.entries(vendor).filter(([, value]) => value === undefined).map(([name]) => name)).toEqual([]);
    for (const name of ["useState", "jsx", "flushSync", "hydrateRoot"]) expect(typeof vendor[name], name).toBe("function");
    expect(typeof (vendor.default as { createElement?: unknown }).createElement).toBe("function");
  });

  it("exports a name two packages share once, from the first (their values checked equal at build time)", () => {
    const names = exportNames();
    const all = Object.values(names).flat();
    expect(all.length).toBe(new Set(all).size);
    expect(names.react).toEqual(expect.arrayContaining(["Fragment", "version", "useState"]));
    expect(names["react/jsx-runtime"]).toEqual(["jsx", "jsxs"]);
    expect(names["react-dom/client"]).toEqual(["createRoot", "hydrateRoot"]);
    const source = vendorSource(names);
    expect(source).toContain("export const { jsx, jsxs } = jsxRuntime;");
    expect(source).toContain("export default react;");
  });

  it("makes errors without a stack while React is evaluated: errors all the same, with message and cause", () => {
    const quietError = new Function("NativeError", `return ${QUIET_ERROR}`)(Error) as (message?: string, options?: { cause: unknown }) => Error;
    const error = quietError("Suspense Exception", { cause: 7 });
    expect(error).toBeInstanceOf(Error);
    expect([error.message, error.cause, error.stack, String(error)]).toEqual(["Suspense Exception", 7, undefined, "Error: Suspense Exception"]);
    expect(quietError().message).toBe("");
  });

  it("ends by awaiting the next task, so what imports it is evaluated in a task of its own", () => {
    const source = vendorSource({ react: [], "react/jsx-runtime": [], "react-dom": [], "react-dom/client": [] });
    expect(source).toContain('import { nextTask } from "./shared/components/next-task";');
    expect(source.trim().split("\n").at(-1)).toBe("await nextTask();");
  });
});
