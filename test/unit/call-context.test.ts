/**
 * One request's view of the upstream (server/upstream/call-context.ts): one deadline for all it
 * waits on, ended early when the visitor goes away, and nothing left running once its response is over.
 */
import { EventEmitter } from "node:events";
import type { Request, Response } from "express";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { callContext } from "../../server/upstream/call-context";

const DEADLINE_MS = 8_000;

/** A response that closes finished (sent) or not (the visitor went away first). */
function exchange() {
  const res = Object.assign(new EventEmitter(), { locals: {} as Record<string, unknown>, writableFinished: false });
  const close = (finished: boolean) => {
    res.writableFinished = finished;
    res.emit("close");
  };
  return { req: { id: "req-1" } as unknown as Request, res: res as unknown as Response, close };
}

describe("a request's upstream calls", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("end at the deadline with a TimeoutError, while the visitor's own signal stays up", () => {
    const { req, res } = exchange();
    const calls = callContext(req, res, DEADLINE_MS);
    vi.advanceTimersByTime(DEADLINE_MS - 1);
    expect(calls.signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(calls.signal.reason).toMatchObject({ name: "TimeoutError" });
    expect(calls.visitor.aborted).toBe(false);
  });

  it("end when the visitor goes away before the response is sent", () => {
    const { req, res, close } = exchange();
    const calls = callContext(req, res, DEADLINE_MS);
    close(false);
    expect(calls.visitor.aborted).toBe(true);
    expect(calls.signal.reason).toBe(calls.visitor.reason);
  });

  it("leave no timer behind once the response is sent", () => {
    const { req, res, close } = exchange();
    const calls = callContext(req, res, DEADLINE_MS);
    close(true);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(DEADLINE_MS * 2);
    expect(calls.signal.aborted).toBe(false);
  });

  it("for work shared with other visitors (a page for the output cache), outlive the visitor but not the deadline", () => {
    const { req, res, close } = exchange();
    const calls = callContext(req, res, DEADLINE_MS, { shared: true });
    close(false);
    expect(calls.signal.aborted).toBe(false);
    vi.advanceTimersByTime(DEADLINE_MS);
    expect(calls.signal.reason).toMatchObject({ name: "TimeoutError" });
  });
});
