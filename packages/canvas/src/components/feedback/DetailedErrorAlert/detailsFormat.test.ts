import { describe, expect, it } from "vitest";
import { detailsFormat, sanitizeDetailsHtml } from "./detailsFormat";

describe("detailsFormat", () => {
  it.each(["<b>Row 12</b> failed", "line one<br/>line two", "</p>", '<a href="https://example.com">log</a>'])(
    "reads %s as HTML",
    (text) => {
      expect(detailsFormat(text)).toBe("html");
    },
  );

  it.each(["**Row 12** failed", "if a < b and c > d", "I <3 dashboards", "- one\n- two", "plain text"])(
    "reads %s as markdown",
    (text) => {
      expect(detailsFormat(text)).toBe("markdown");
    },
  );
});

describe("sanitizeDetailsHtml", () => {
  it("keeps formatting and removes scripts and handlers", () => {
    const clean = sanitizeDetailsHtml('<p onclick="steal()">Row <b>12</b></p><script>alert(1)</script>');
    expect(clean).toBe("<p>Row <b>12</b></p>");
  });

  it("drops javascript: links but keeps safe ones", () => {
    expect(sanitizeDetailsHtml('<a href="javascript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeDetailsHtml('<a href="https://example.com/log">log</a>')).toBe(
      '<a href="https://example.com/log">log</a>',
    );
  });

  it("removes style elements", () => {
    expect(sanitizeDetailsHtml("<style>body{display:none}</style><i>ok</i>")).toBe("<i>ok</i>");
  });
});
