/** The system Chromium and the flags it runs with here (docs: TOOLING.md). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * No host but the loopback one resolves: the tests reach nothing beyond this machine whatever a page
 * links or embeds (a video's player, a payment page), without a route of Playwright's in between.
 * A route makes Playwright intercept every request of its page and turns the page's HTTP cache off,
 * so each page of a context fetched and compiled every chunk anew (a fifth of a file's time).
 */
const LOOPBACK_ONLY = "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1";

export const CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync", LOOPBACK_ONLY];
