import { describe, expect, it, vi } from "vitest";
import { anyPointTarget, navigateTo, pointTarget } from "./pointTarget";

describe("pointTarget", () => {
  it("reads the target field, else target, else url", () => {
    expect(pointTarget({ target: "/storylines/fleet-operations", url: "https://x.test" })).toBe(
      "/storylines/fleet-operations",
    );
    expect(pointTarget({ url: "https://example.com/report?id=4" })).toBe("https://example.com/report?id=4");
    expect(pointTarget({ link: "#day-2026-10-18", target: "/other" }, "link")).toBe("#day-2026-10-18");
    expect(pointTarget({ target: "" })).toBeUndefined();
    expect(pointTarget(undefined)).toBeUndefined();
  });

  it("refuses unsafe URLs in any disguise", () => {
    expect(pointTarget({ target: "javascript:alert(1)" })).toBeUndefined();
    expect(pointTarget({ url: " JaVa&#x09;script:alert(1)" })).toBeUndefined();
    expect(pointTarget({ url: "data:text/html,<b>x</b>" })).toBeUndefined();
  });

  it("tells whether any row leads somewhere", () => {
    expect(anyPointTarget([{ a: 1 }, { url: "/x" }])).toBe(true);
    expect(anyPointTarget([{ a: 1 }, { url: "javascript:void(0)" }])).toBe(false);
  });
});

describe("navigateTo", () => {
  it("opens the URL in the current tab", () => {
    const location = { assign: vi.fn() };
    navigateTo("/storylines/tech-stocks", location);
    expect(location.assign).toHaveBeenCalledWith("/storylines/tech-stocks");
  });
});
