import { defineConfig } from "vitest/config";

// Scale-out tests with the real engines (redis-server, varnishd) and the built server: `npm run test:scale`.
export default defineConfig({
  test: {
    include: ["test/scale/**/*.test.ts"],
    environment: "node",
    testTimeout: 30000,
    hookTimeout: 60000,
    fileParallelism: false,
  },
});
