import { defineConfig } from "vitest/config";

// Browser tests drive the system Chromium through playwright-core against the built server.
export default defineConfig({
  test: {
    include: ["test/browser/**/*.e2e.ts"],
    environment: "node",
    testTimeout: 30000,
    hookTimeout: 60000,
    fileParallelism: false,
  },
});
