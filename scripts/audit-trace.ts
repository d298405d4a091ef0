/**
 * What the page's main thread did as it loaded, read from the trace Lighthouse recorded, and set
 * beside the blocking time it reports. Lighthouse's simulation scales each task's wall time, which
 * on a busy machine includes the time the thread waited for a core: on the 2-core machines here,
 * the browser's own processes (its main thread, the compositor, the screenshots the trace takes)
 * ran beside the page, and the page's long tasks had the CPU for 35–55 % of their wall time
 * (docs/decisions/rendering.md, "Session 25"). The CPU figure is the page's own work. The page's
 * thread and the blocking rule are read here for `npm run bench:main-thread` too.
 */

/** Lighthouse's moto G power emulation (its mobile default), for the measurements made without it. */
export const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/** The fields of a Chromium trace event these figures read. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

export interface MainThreadFigures {
  /** Wall and thread (CPU) milliseconds of the page's tasks of 10 ms or more, from the navigation on. */
  wallMs: number;
  cpuMs: number;
  /**
   * Σ max(0, slowdown × duration − 50 ms) over the tasks after the first paint, by wall time and by
   * CPU time. Lighthouse's simulation moves tasks, so it may also count part of the task that did
   * the first style and layout, which ended before the paint here.
   */
  blockingByWallMs: number;
  blockingByCpuMs: number;
}

const BLOCKING_THRESHOLD_MS = 50;
const LONG_MS = 10;

/**
 * The page's renderer main thread, the one that painted its first content: that paint and the
 * thread's events. Undefined when the trace has no first contentful paint (a failed run).
 */
export function mainThreadOf(traceEvents: readonly TraceEvent[]): { fcp: TraceEvent; events: TraceEvent[] } | undefined {
  const fcp = traceEvents.find((e) => e.name === "firstContentfulPaint");
  return fcp && { fcp, events: traceEvents.filter((e) => e.pid === fcp.pid && e.tid === fcp.tid) };
}

/** What Lighthouse's simulation counts as blocking: each task `slowdown` times as long, what passes 50 ms. */
export function blockingTime(durationsMs: readonly number[], slowdown: number): number {
  return durationsMs.reduce((sum, ms) => sum + Math.max(0, slowdown * ms - BLOCKING_THRESHOLD_MS), 0);
}

/** Undefined when the trace has no first contentful paint (a failed run). */
export function mainThreadFigures(traceEvents: readonly TraceEvent[], slowdown: number): MainThreadFigures | undefined {
  const main = mainThreadOf(traceEvents);
  if (!main) return undefined;
  const { fcp, events } = main;
  const start = traceEvents.find((e) => e.name === "navigationStart" && e.pid === fcp.pid)?.ts ?? 0;
  const tasks = events.filter((e) => e.name === "RunTask" && e.ph === "X" && e.ts >= start);
  const afterPaint = tasks.filter((e) => e.ts >= fcp.ts);
  const ms = (us: number | undefined) => (us ?? 0) / 1000;
  const long = tasks.filter((e) => ms(e.dur) >= LONG_MS);
  return {
    wallMs: Math.round(long.reduce((sum, e) => sum + ms(e.dur), 0)),
    cpuMs: Math.round(long.reduce((sum, e) => sum + ms(e.tdur), 0)),
    blockingByWallMs: Math.round(blockingTime(afterPaint.map((e) => ms(e.dur)), slowdown)),
    blockingByCpuMs: Math.round(blockingTime(afterPaint.map((e) => ms(e.tdur)), slowdown)),
  };
}
