/**
 * Starts the app (its own entry point, esbuild.config.ts) once the page has painted: the first
 * paint needs only the HTML and its inline CSS, and on a slow link the app's code fetched during
 * parsing shared the link with them (issue 22 point 1). Its own script tag carries the entry's URL
 * and integrity and the chunks to fetch beside it (server/render/document.ts).
 *
 * It adds the entry's module script itself instead of the HTML naming it. Pages are allowed scripts
 * by hash with 'strict-dynamic' (docs/decisions/security.md), and a module the parser met may not
 * `import()` what it did not preload (w3c/webappsec-csp#243): client navigation, prefetch and
 * analytics chunks were refused. A script added by a trusted script is trusted, and so is every
 * module it imports, now or later.
 */
import "./zod-jitless";

const tag = document.querySelector<HTMLScriptElement>("script[data-app]");

/**
 * Links per task. Inserting a page's preloads was one task of 150–250 ms at 4× CPU slowdown on a
 * page that preloads 28 chunks (a content page with a slider and a form): a few per task, each task
 * stays short and a tap in between is handled; the fetches start a turn later at most. In
 * Lighthouse's traces (which record each request's initiator) the entry's script with four links
 * made a task of 12–24 ms, and four links alone 6–11 ms, 24–96 ms at its 4× slowdown: the entry's
 * script now goes alone, then two links per task.
 */
const LINKS_PER_TASK = 2;

function load(tag: HTMLScriptElement): void {
  const { app, appIntegrity, appChunks } = tag.dataset;
  const chunks = appChunks?.split(" ").filter(Boolean) ?? [];
  const script = document.createElement("script");
  script.type = "module";
  script.src = app!;
  if (appIntegrity) script.integrity = appIntegrity;
  document.head.append(script);
  // One insertion per task: added one by one, the elements cost the browser about twice the
  // main-thread time (a profile at 4× CPU slowdown: ~105 ms against 45–60 ms).
  const insert = (from: number): void => {
    const added = document.createDocumentFragment();
    // The chunks the entry imports (named first), fetched beside it rather than found once it has arrived.
    for (const href of chunks.slice(from, from + LINKS_PER_TASK)) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      added.append(link);
    }
    document.head.append(added);
    if (from + LINKS_PER_TASK < chunks.length) nextTask(() => insert(from + LINKS_PER_TASK));
  };
  if (chunks.length > 0) nextTask(() => insert(0));
}

/**
 * The next task, by a message rather than a timer: a test's paused page clock holds timers. Not
 * shared/components/next-task.ts: a module this entry shared with the app's would become a chunk of
 * both, fetched before this script may run, and it moved the app's chunks (+0.3 KB on the show page).
 */
function nextTask(then: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => then();
  channel.port2.postMessage(null);
}

/**
 * Runs `then` once the page has painted content, or at once on a page that paints only when shown
 * (prerendered, or opened in the background): its code should be ready by then, and it competes
 * with no paint the visitor waits for. Not the load event: with a fast link it can come before the
 * first paint. A browser event, not a timer: a test's paused page clock holds timers and animation
 * frames back.
 */
function afterFirstPaint(then: () => void): void {
  if ((document as Document & { prerendering?: boolean }).prerendering || document.visibilityState === "hidden") return then();
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: "paint", buffered: true });
}

if (tag?.dataset.app) afterFirstPaint(() => load(tag));

export {};
