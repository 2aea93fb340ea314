import { afterEach, describe, expect, it, vi } from "vitest";
import { whenIdleAfterPaint } from "./whenIdleAfterPaint";

/** Callbacks the test runs by hand: an animation frame, then an idle moment. */
function stubFrames() {
  const frames: FrameRequestCallback[] = [];
  const idle: IdleRequestCallback[] = [];
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal("cancelAnimationFrame", (id: number) => frames.splice(id - 1, 1));
  vi.stubGlobal("requestIdleCallback", (callback: IdleRequestCallback) => idle.push(callback));
  vi.stubGlobal("cancelIdleCallback", (id: number) => idle.splice(id - 1, 1));
  return {
    paint: () => {
      for (const callback of frames.splice(0)) callback(0);
    },
    idle: () => {
      for (const callback of idle.splice(0)) callback({ didTimeout: false, timeRemaining: () => 10 });
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("whenIdleAfterPaint", () => {
  it("runs the task in the first idle moment after the next paint", () => {
    const browser = stubFrames();
    const task = vi.fn();
    whenIdleAfterPaint(task);
    browser.idle();
    expect(task).not.toHaveBeenCalled();
    browser.paint();
    expect(task).not.toHaveBeenCalled();
    browser.idle();
    expect(task).toHaveBeenCalledOnce();
  });

  it("can be cancelled before the paint or while waiting for the idle moment", () => {
    const browser = stubFrames();
    const task = vi.fn();
    whenIdleAfterPaint(task)();
    browser.paint();
    browser.idle();
    const cancel = whenIdleAfterPaint(task);
    browser.paint();
    cancel();
    browser.idle();
    expect(task).not.toHaveBeenCalled();
  });
});
