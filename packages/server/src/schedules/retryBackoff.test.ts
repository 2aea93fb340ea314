import { describe, expect, it } from "vitest";
import { mayRetry, retryDelayMs } from "./retryBackoff";

const policy = { maxAttempts: 5, baseDelayMs: 60_000, maxDelayMs: 3_600_000 };

describe("retry back-off", () => {
  it("waits the base delay after the first failure and doubles it after each further one", () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(policy, attempts))).toEqual([60_000, 120_000, 240_000, 480_000]);
  });

  it("never waits longer than the maximum", () => {
    expect(retryDelayMs(policy, 7)).toBe(3_600_000);
    expect(retryDelayMs(policy, 1000)).toBe(3_600_000);
  });

  it("allows attempts up to the bound and none after", () => {
    expect(mayRetry(policy, 4)).toBe(true);
    expect(mayRetry(policy, 5)).toBe(false);
  });
});
