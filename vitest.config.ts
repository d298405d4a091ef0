import { defineConfig } from "vitest/config";

/**
 * Server files that must have the machine to themselves: real builds (which take every core) and
 * deadlines measured in wall-clock time (a page's upstream deadline, a recovery within 3 s), which
 * a neighbouring file could push past. They run one at a time after the rest.
 */
const ALONE = ["parallel-build", "npm-start", "broken-cms", "cache-faults"].map((name) => `test/server/${name}.test.ts`);
/** Unit files that need a module graph of their own: one mocks a module, one checks what zod reads on its first import. */
const OWN_MODULES = ["test/unit/sales-button-component.test.tsx", "test/unit/zod-jitless.test.ts"];

// Unit and server tests. Browser tests have their own config (vitest.browser.config.ts).
// Two files at a time on two cores (vitest's default leaves one core to its main process, which
// idles here): most server files wait on sockets and child processes much of their time.
export default defineConfig({
  test: {
    environment: "node",
    testTimeout: 15000,
    projects: [
      // Pure unit files share their workers' imported modules (no state of their own to leak).
      { extends: true, test: { name: "unit", include: ["test/unit/**/*.test.ts", "test/unit/**/*.test.tsx"], exclude: OWN_MODULES, isolate: false, maxWorkers: 2, sequence: { groupOrder: 0 } } },
      { extends: true, test: { name: "server", include: ["test/server/**/*.test.ts", ...OWN_MODULES], exclude: ALONE, maxWorkers: 2, sequence: { groupOrder: 0 } } },
      { extends: true, test: { name: "alone", include: ALONE, maxWorkers: 1, sequence: { groupOrder: 1 } } },
    ],
  },
});
