import { describe, expect, it } from "vitest";
import { detailsFormat } from "./detailsFormat";

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
