/** The system Chromium and the flags it runs with here (docs: TOOLING.md). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * No host but the loopback one resolves: the tests reach nothing beyond this machine whatever a page
 * links or embeds (a video's player, a payment page), without a route of Playwright's in between.
 * A route makes Playwright intercept every request of its page and turns the page's HTTP cache off,
 * so each page of a context fetched and compiled every chunk anew (a fifth of a file's time).
 */
const LOOPBACK_ONLY = "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1";

/**
 * Chromium's own features the tests turn off. Headless Chromium is the whole browser, and each new
 * context's window loaded its address bar's suggestion popup, a WebUI page (chrome://omnibox-popup),
 * in a renderer of its own: about a second of CPU per context, more than the site's page it opened
 * (Chromium trace, session 23), and half the browser run's CPU. No test has an address bar to type in.
 */
export const TEST_DISABLED_FEATURES = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup"];

/**
 * What Playwright 1.65 turns off (its chromiumSwitches.ts). Chromium reads only the last
 * `--disable-features`, and ours comes after Playwright's, so ours repeats its list;
 * `assertFeaturesKept` (global-setup.ts) fails the run, naming them, if an upgrade adds any.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync", "DestroyProfileOnBrowserClose", "HttpsUpgrades", "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay", "MediaRouter", "PaintHolding", "ThirdPartyStoragePartitioning", "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin", "OptimizationHints", "NetworkTimeServiceQuerying", "AimEnabled", "PreconnectToSearch",
  "msForceBrowserSignIn", "msEdgeUpdateLaunchServicesPreferredVersion",
];

const DISABLE_FEATURES = "--disable-features=";

export const CHROMIUM_ARGS = [
  "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync",
  LOOPBACK_ONLY,
  DISABLE_FEATURES + [...PLAYWRIGHT_DISABLED_FEATURES, ...TEST_DISABLED_FEATURES].join(","),
];

/** Each `--disable-features` list of a command line, in order. */
export function disabledFeatureLists(commandLine: readonly string[]): string[][] {
  return commandLine.filter((arg) => arg.startsWith(DISABLE_FEATURES)).map((arg) => arg.slice(DISABLE_FEATURES.length).split(","));
}

/**
 * Throws if Chromium's command line turns a feature off in an earlier `--disable-features` that the
 * last one, the one Chromium reads, leaves on: a feature Playwright added that ours must repeat.
 */
export function assertFeaturesKept(commandLine: readonly string[]): void {
  const lists = disabledFeatureLists(commandLine);
  const read = new Set(lists.at(-1));
  const dropped = lists.slice(0, -1).flat().filter((feature) => feature && !read.has(feature));
  if (dropped.length > 0) throw new Error(`Chromium would leave on features Playwright turns off: ${dropped.join(", ")}. Add them to PLAYWRIGHT_DISABLED_FEATURES in test/browser/chromium.ts.`);
}
