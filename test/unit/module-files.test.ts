/**
 * The source file named for each split page and part (shared/pages/module-files.ts) is the module
 * its loader imports: the build maps these names to chunks, so a wrong one preloads nothing.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { PAGE_FILES, PART_FILES } from "../../shared/pages/module-files";

const root = join(import.meta.dirname, "../..");

/** `name: () => import("./x")` (pages) and `name: { load: () => import("./x")` (parts), as the loaders are written. */
function importedFiles(file: string, pattern: RegExp): Record<string, string> {
  const source = readFileSync(join(root, file), "utf8");
  return Object.fromEntries([...source.matchAll(pattern)].map(([, name, spec]) => [name, relative(root, join(root, dirname(file), `${spec}.tsx`))]));
}

describe("module files", () => {
  it("name the module each split page's loader imports", () => {
    expect(importedFiles("shared/pages/page-modules.ts", /^ {2}(\w+): \(\) => import\("([^"]+)"\)/gm)).toEqual(PAGE_FILES);
  });

  it("name the module each part's loader imports", () => {
    expect(importedFiles("shared/pages/page-parts.ts", /^ {2}(\w+): \{\n {4}load: \(\) => import\("([^"]+)"\)/gm)).toEqual(PART_FILES);
    for (const file of [...Object.values(PAGE_FILES), ...Object.values(PART_FILES)]) expect(existsSync(join(root, file)), file).toBe(true);
  });
});
