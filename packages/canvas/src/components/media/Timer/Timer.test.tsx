import { act, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CanvasRuntimeProvider } from "../../../runtime/CanvasRuntimeContext";
import { renderInCanvas } from "../../../test/renderInCanvas";
import { contrastRatio, palette } from "../../shared/palette";
import Timer, { timerColors } from "./Timer";
import { timerPropsSchema } from "./Timer.meta";

const props = (input: Record<string, unknown>) => timerPropsSchema.parse(input);
const tick = (seconds = 1) =>
  act(() => {
    vi.advanceTimersByTime(seconds * 1000);
  });
const timer = () => screen.getByRole("timer");

/** Renders in a canvas and returns a function that re-renders with new props inside the same canvas. */
function renderTimer(ui: ReactElement) {
  const result = renderInCanvas(ui);
  const update = (next: ReactElement) =>
    result.rerender(<CanvasRuntimeProvider runtime={result.runtime}>{next}</CanvasRuntimeProvider>);
  return { ...result, update };
}

describe("Timer", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the remaining time as mm:ss and counts down one second per 1000 ms tick", () => {
    renderInCanvas(<Timer {...props({ seconds: 300 })} />);
    expect(timer().textContent).toContain("05:00");
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(timer().textContent).toContain("05:00");
    tick(0.001);
    expect(timer().textContent).toContain("04:59");
    tick(59);
    expect(timer().textContent).toContain("04:00");
  });

  it("moves through started, warning, critical and elapsed, calling each callback once on entry", () => {
    const calls: string[] = [];
    const record = (name: string) => (remaining: unknown) => calls.push(`${name}:${String(remaining)}`);
    renderInCanvas(
      <Timer
        {...props({
          seconds: 5,
          warningSeconds: 3,
          criticalSeconds: 1,
          onStarted: record("started"),
          onWarning: record("warning"),
          onCritical: record("critical"),
          onElapsed: record("elapsed"),
        })}
      />,
    );
    expect(timer().dataset.state).toBe("started");
    expect(calls).toEqual(["started:5"]);
    tick();
    expect(timer().dataset.state).toBe("started");
    tick();
    expect(timer().dataset.state).toBe("warning");
    expect(calls).toEqual(["started:5", "warning:3"]);
    tick();
    expect(timer().dataset.state).toBe("warning");
    tick();
    expect(timer().dataset.state).toBe("critical");
    tick();
    expect(timer().dataset.state).toBe("elapsed");
    expect(timer().textContent).toContain("00:00");
    tick(5);
    expect(timer().textContent).toContain("00:00");
    expect(calls).toEqual(["started:5", "warning:3", "critical:1", "elapsed:0"]);
  });

  it("is green, orange, red and grey by state, with readable text", () => {
    expect(timerColors).toEqual({ started: "green", warning: "orange", critical: "red", elapsed: "grey" });
    renderInCanvas(<Timer {...props({ seconds: 2, warningSeconds: 1, criticalSeconds: 0 })} />);
    expect(timer().className).toContain("sf-timer-started");
    expect(getComputedStyle(timer()).backgroundColor).toBe(rgb(palette.green[50]));
    tick();
    expect(timer().className).toContain("sf-timer-warning");
    expect(getComputedStyle(timer()).backgroundColor).toBe(rgb(palette.orange[50]));
    for (const color of Object.values(timerColors)) {
      expect(contrastRatio(palette[color][900], palette[color][50])).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("stops while paused and resumes where it was", () => {
    const { update } = renderTimer(<Timer {...props({ seconds: 90, paused: true })} />);
    tick(10);
    expect(timer().textContent).toContain("01:30");
    update(<Timer {...props({ seconds: 90, paused: false })} />);
    tick(2);
    expect(timer().textContent).toContain("01:28");
    update(<Timer {...props({ seconds: 90, paused: true })} />);
    tick(5);
    expect(timer().textContent).toContain("01:28");
  });

  it("restarts, firing onStarted again, when seconds change", () => {
    const onStarted = vi.fn();
    const { update } = renderTimer(<Timer {...props({ seconds: 120, onStarted })} />);
    tick(30);
    update(<Timer {...props({ seconds: 600, onStarted })} />);
    expect(timer().textContent).toContain("10:00");
    expect(onStarted.mock.calls.map(([remaining]) => remaining)).toEqual([120, 600]);
  });

  it("hands callbacks the canvas api, so they can set parameters", () => {
    const { runtime } = renderInCanvas(
      <Timer
        {...props({
          seconds: 1,
          criticalSeconds: 0,
          warningSeconds: 0,
          onElapsed: (_left: unknown, api: unknown) =>
            (api as { setParameter: (name: string, value: unknown) => void }).setParameter("closed", true),
        })}
      />,
    );
    expect(runtime.getSnapshot().parameters.closed).toBeUndefined();
    tick();
    expect(runtime.getSnapshot().parameters.closed).toBe(true);
  });

  it("writes the remaining seconds to a bound parameter", () => {
    const { runtime } = renderInCanvas(<Timer {...props({ seconds: 10, parameter: "left" })} />);
    expect(runtime.getSnapshot().parameters.left).toBe(10);
    tick(3);
    expect(runtime.getSnapshot().parameters.left).toBe(7);
  });

  it("is a named timer that announces warning, critical and the end politely", () => {
    renderInCanvas(<Timer {...props({ seconds: 61, warningSeconds: 60, criticalSeconds: 5, label: "Quiz time" })} />);
    expect(screen.getByRole("timer", { name: "Quiz time" })).toBeTruthy();
    const live = timer().querySelector("[aria-live='polite']");
    expect(live?.textContent).toBe("");
    tick();
    expect(live?.textContent).toBe("Quiz time: 1 minute left.");
    tick(55);
    expect(live?.textContent).toBe("Quiz time: 5 seconds left.");
    tick(5);
    expect(live?.textContent).toBe("Quiz time: time is up.");
  });

  it("logs a throwing callback and keeps counting", () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const failure = new Error("boom");
    renderInCanvas(
      <Timer
        {...props({
          seconds: 3,
          warningSeconds: 2,
          criticalSeconds: 0,
          onWarning: () => {
            throw failure;
          },
        })}
      />,
    );
    tick();
    expect(errors).toHaveBeenCalledWith("Timer onWarning failed", failure);
    tick();
    expect(timer().textContent).toContain("00:01");
    errors.mockRestore();
  });
});

describe("timer props", () => {
  it("default to a 60 s warning, 10 s critical, running, labelled 'Time remaining'", () => {
    expect(props({ seconds: 300 })).toMatchObject({
      warningSeconds: 60,
      criticalSeconds: 10,
      paused: false,
      label: "Time remaining",
    });
  });

  it("refuse a critical threshold above the warning threshold", () => {
    const result = timerPropsSchema.safeParse({ seconds: 60, warningSeconds: 10, criticalSeconds: 20 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["criticalSeconds"]);
  });
});

function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
