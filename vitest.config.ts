import { BaseSequencer, type TestSpecification } from "vitest/node";
import { defineConfig } from "vitest/config";

/**
 * Files that take far longer than the rest (real builds, child processes): started first, so they
 * run beside the many short files rather than alone at the end. A clean clone has no timings cached,
 * so vitest would otherwise order by file size, and these are small.
 */
const LONG_FILES = ["parallel-build", "broken-cms", "npm-start", "html-valid", "crawl", "process", "cache-faults", "cache-memory", "hostile-input"].map((name) => `/test/server/${name}.test.ts`);

class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) => {
      const i = LONG_FILES.findIndex((suffix) => spec.moduleId.endsWith(suffix));
      return i === -1 ? LONG_FILES.length : i;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

// Unit and server tests. Browser tests have their own config (vitest.browser.config.ts).
export default defineConfig({
  test: {
    include: ["test/unit/**/*.test.ts", "test/unit/**/*.test.tsx", "test/server/**/*.test.ts"],
    environment: "node",
    testTimeout: 15000,
    // Two files at a time on two cores (vitest's default leaves one core to its main process, which
    // idles here): most server files wait on sockets, child processes or deadlines much of their time.
    maxWorkers: 2,
    sequence: { sequencer: LongFilesFirst },
  },
});
