import { describe, expect, it } from "vitest";
import { UserRateLimit } from "./userRateLimit";

describe("UserRateLimit", () => {
  it("allows the budget per minute per user, then refuses until the next minute", () => {
    let now = 0;
    const limit = new UserRateLimit(2, () => now);
    expect([limit.take("a"), limit.take("a"), limit.take("a"), limit.take("b")]).toEqual([true, true, false, true]);
    now = 60_000;
    expect(limit.take("a")).toBe(true);
  });

  it("says how many seconds are left until the budget is full again", () => {
    let now = 0;
    const limit = new UserRateLimit(1, () => now);
    limit.take("a");
    now = 20_500;
    expect(limit.retryAfterSeconds("a")).toBe(40);
    now = 59_999;
    expect(limit.retryAfterSeconds("a")).toBe(1);
  });
});
