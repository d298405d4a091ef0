import { defineConfig } from "vitest/config";

// Browser tests drive the system Chromium through playwright-core against the built server.
export default defineConfig({
  oxc: { jsx: { development: false } },
  test: {
    include: ["test/browser/**/*.e2e.ts"],
    environment: "node",
    // The server as it runs: React's production build renders the pages, as it does for the
    // built client (its development build's checks ran a fifth of this run's server time).
    // The transform's JSX must then be production too: its jsxDEV calls have no production runtime.
    env: { NODE_ENV: "production" },
    testTimeout: 30000,
    hookTimeout: 60000,
    // A poll waits on the page (an island coming live, a beacon sent): 1 s, vitest's default, is
    // short on a busy machine (an island's form was still server HTML after it, two files at a time).
    expect: { poll: { timeout: 10000 } },
    // Tests marked concurrent (the form files, one tab each) run three at a time in a file. Vitest
    // starts a test's timeout when it takes its place: a queue of the files' own, inside each test,
    // counted the wait, and a clean-clone run timed a 6 s form test out at 30 s behind its queue.
    maxConcurrency: 3,
    // Two files at a time (docs/decisions/runtime.md): while one waits on a page, the other's
    // page works; the machine has two cores. The races that two at a time found are fixed.
    fileParallelism: true,
    maxWorkers: 2,
    // One Chromium for the run, each file connected to it (a launch per file was a fixed cost).
    globalSetup: ["test/browser/global-setup.ts"],
    // Each worker keeps its imported modules (the server, the sample CMS, playwright-core) from one
    // file to the next: each file still starts its own sites, so no state is shared.
    isolate: false,
  },
});
