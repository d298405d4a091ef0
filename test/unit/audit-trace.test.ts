import { describe, expect, it } from "vitest";
import { mainThreadFigures } from "../../scripts/audit-trace";

const MAIN = { pid: 1, tid: 7 };
const task = (ts: number, dur: number, tdur: number, where = MAIN) => ({ name: "RunTask", ph: "X", ...where, ts: ts * 1000, dur: dur * 1000, tdur: tdur * 1000 });

describe("mainThreadFigures (npm run audit's main-thread line)", () => {
  const trace = [
    { name: "navigationStart", ph: "R", ...MAIN, ts: 0 },
    task(10, 40, 20), // before the first paint: in the totals, not in the blocking
    { name: "firstContentfulPaint", ph: "I", ...MAIN, ts: 60_000 },
    task(100, 30, 10), // 4 × 30 = 120 by wall, 4 × 10 = 40 by CPU
    task(200, 8, 8), // short: no blocking, not in the totals
    task(300, 25, 25), // 100 by either
    task(300, 90, 90, { pid: 2, tid: 7 }), // another renderer's thread
  ];

  it("sums the page's long tasks by wall and CPU time, and their blocking after the first paint at the slowdown", () => {
    expect(mainThreadFigures(trace, 4)).toEqual({ wallMs: 95, cpuMs: 55, blockingByWallMs: 70 + 50, blockingByCpuMs: 0 + 50 });
  });

  it("counts nothing as blocking at 1× below 50 ms", () => {
    expect(mainThreadFigures(trace, 1)).toMatchObject({ blockingByWallMs: 0, blockingByCpuMs: 0 });
  });

  it("has nothing to say about a trace without a first paint", () => {
    expect(mainThreadFigures(trace.filter((e) => e.name !== "firstContentfulPaint"), 4)).toBeUndefined();
  });
});
