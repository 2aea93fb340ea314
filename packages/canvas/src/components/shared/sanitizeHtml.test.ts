import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "./sanitizeHtml";

describe("sanitizeHtml", () => {
  it("keeps markup and drops scripts, handlers, page-wide styles and forms", () => {
    expect(sanitizeHtml('<p onclick="steal()">Row <b>12</b></p><script>alert(1)</script>')).toBe(
      "<p>Row <b>12</b></p>",
    );
    expect(sanitizeHtml("<style>body{display:none}</style><i>ok</i>")).toBe("<i>ok</i>");
    expect(sanitizeHtml('<form action="https://example.com"><i>ok</i></form>')).toBe("<i>ok</i>");
  });
});
