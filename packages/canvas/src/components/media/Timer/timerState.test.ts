import { describe, expect, it } from "vitest";
import { describeCountdown, formatCountdown, timerStateOf } from "./timerState";

describe("timerStateOf", () => {
  it("is started while the remaining seconds exceed warningSeconds", () => {
    expect(timerStateOf(300, 60, 10)).toBe("started");
    expect(timerStateOf(61, 60, 10)).toBe("started");
  });

  it("is warning from warningSeconds while above criticalSeconds", () => {
    expect(timerStateOf(60, 60, 10)).toBe("warning");
    expect(timerStateOf(11, 60, 10)).toBe("warning");
  });

  it("is critical from criticalSeconds while above 0", () => {
    expect(timerStateOf(10, 60, 10)).toBe("critical");
    expect(timerStateOf(1, 60, 10)).toBe("critical");
  });

  it("is elapsed at 0", () => {
    expect(timerStateOf(0, 60, 10)).toBe("elapsed");
    expect(timerStateOf(-3, 60, 10)).toBe("elapsed");
  });

  it("skips warning when both thresholds are equal", () => {
    expect(timerStateOf(31, 30, 30)).toBe("started");
    expect(timerStateOf(30, 30, 30)).toBe("critical");
  });
});

describe("formatCountdown", () => {
  it("shows mm:ss", () => {
    expect(formatCountdown(300)).toBe("05:00");
    expect(formatCountdown(65)).toBe("01:05");
    expect(formatCountdown(9)).toBe("00:09");
    expect(formatCountdown(0)).toBe("00:00");
  });

  it("keeps counting minutes past an hour and never shows a negative time", () => {
    expect(formatCountdown(5400)).toBe("90:00");
    expect(formatCountdown(-5)).toBe("00:00");
  });
});

describe("describeCountdown", () => {
  it("reads the time in words", () => {
    expect(describeCountdown(245)).toBe("4 minutes 5 seconds");
    expect(describeCountdown(60)).toBe("1 minute");
    expect(describeCountdown(1)).toBe("1 second");
    expect(describeCountdown(0)).toBe("0 seconds");
  });
});
