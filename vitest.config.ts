import { defineConfig } from "vitest/config";

// Unit and server tests. Browser tests have their own config (vitest.browser.config.ts).
export default defineConfig({
  test: {
    include: ["test/unit/**/*.test.ts", "test/unit/**/*.test.tsx", "test/server/**/*.test.ts"],
    environment: "node",
    testTimeout: 15000,
  },
});
