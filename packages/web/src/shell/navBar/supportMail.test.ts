import { describe, expect, it } from "vitest";
import { supportMailto } from "./supportMail";

describe("supportMailto", () => {
  it("addresses the owner with the page, user, browser, window size and latest error", () => {
    const href = supportMailto({
      owner: { name: "Olive Owner", emailAddress: "owner@demo.storyframe.test" },
      tenantName: "Storyframe Demo",
      url: "http://localhost/storylines/tech-stocks?x=1&y=2",
      pageTitle: "Tech stocks",
      userName: "Vera Viewer",
      userEmail: "viewer@demo.storyframe.test",
      browser: "Chromium 130",
      windowSize: { width: 1280, height: 800 },
      latestError: { message: "Failed to load menu items.", traceId: "abc-123", at: new Date("2025-03-01T10:00:00Z") },
    });
    expect(href.startsWith("mailto:owner@demo.storyframe.test?subject=")).toBe(true);
    const query = new URLSearchParams(href.slice(href.indexOf("?") + 1));
    expect(query.get("subject")).toBe("Storyframe Demo: request for assistance");
    const body = query.get("body") ?? "";
    expect(body).toContain("URL: http://localhost/storylines/tech-stocks?x=1&y=2");
    expect(body).toContain("Page title: Tech stocks");
    expect(body).toContain("User: Vera Viewer <viewer@demo.storyframe.test>");
    expect(body).toContain("Browser: Chromium 130");
    expect(body).toContain("Window size: 1280 x 800");
    expect(body).toContain("Latest error: Failed to load menu items. (trace ID abc-123)");
  });

  it("says when there was no error", () => {
    const href = supportMailto({
      owner: { name: "O", emailAddress: "o@x.test" },
      tenantName: "T",
      url: "http://localhost/",
      pageTitle: "",
      userName: "Anonymous",
      userEmail: null,
      browser: "b",
      windowSize: { width: 1, height: 1 },
      latestError: null,
    });
    expect(decodeURIComponent(href)).toContain("Latest error: none");
  });
});
