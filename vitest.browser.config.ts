import { defineConfig } from "vitest/config";

// Browser tests drive the system Chromium through playwright-core against the built server.
export default defineConfig({
  test: {
    include: ["test/browser/**/*.e2e.ts"],
    environment: "node",
    testTimeout: 30000,
    hookTimeout: 60000,
    // Two files at a time (each with its own server, sample CMS and Chromium): the suite grew past
    // ten minutes one file at a time, and CI must stay under fifteen in all.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
