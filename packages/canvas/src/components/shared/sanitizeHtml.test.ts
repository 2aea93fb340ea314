import { afterEach, describe, expect, it, vi } from "vitest";
import { containsHtmlTag, sanitizeHtml } from "./sanitizeHtml";

describe("sanitizeHtml", () => {
  it("keeps formatting, lists, tables, links and images", () => {
    const safe = [
      "<p>Row <b>12</b> <i>failed</i>: <code>timeout</code><br><small>retry later</small></p>",
      "<ul><li>one</li><li><strong>two</strong></li></ul>",
      '<table><thead><tr><th colspan="2">Shift</th></tr></thead><tbody><tr><td>Day</td><td>3</td></tr></tbody></table>',
      '<a href="https://example.com/log" title="Log">log</a><img src="https://example.com/a.png" alt="chart">',
    ];
    for (const html of safe) expect(sanitizeHtml(html)).toBe(html);
  });

  it("removes scripts and event handlers", () => {
    expect(sanitizeHtml('<p onclick="steal()">Row <b>12</b></p><script>alert(1)</script>')).toBe(
      "<p>Row <b>12</b></p>",
    );
    expect(sanitizeHtml('<img src="x" onerror="alert(1)">')).toBe('<img src="x">');
  });

  it("removes style elements and style attributes", () => {
    expect(sanitizeHtml("<style>body{display:none}</style><i>ok</i>")).toBe("<i>ok</i>");
    expect(sanitizeHtml('<div style="position:fixed;inset:0">over the page</div>')).toBe("<div>over the page</div>");
  });

  it("removes javascript: and data: links", () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeHtml('<a href="data:text/html,<script>alert(1)</script>">x</a>')).toBe("<a>x</a>");
  });

  it("removes forms, their fields, frames and ids", () => {
    expect(sanitizeHtml('<form action="https://example.com"><input name="q"><i>ok</i></form>')).toBe("<i>ok</i>");
    expect(sanitizeHtml('<iframe src="https://example.com"></iframe><b id="location">ok</b>')).toBe("<b>ok</b>");
  });
});

describe("sanitizeHtml and the page's Content-Security-Policy", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** Every event-handler attribute that appears in any document the sanitiser parses (Chromium reports each one). */
  function handlersSeenWhileParsing(html: string): string[] {
    const seen: string[] = [];
    const parse = DOMParser.prototype.parseFromString;
    vi.spyOn(DOMParser.prototype, "parseFromString").mockImplementation(function (this: DOMParser, markup, type) {
      const parsed = parse.call(this, markup, type);
      for (const element of parsed.querySelectorAll("*")) {
        seen.push(...element.getAttributeNames().filter((name) => name.startsWith("on")));
      }
      return parsed;
    });
    sanitizeHtml(html);
    return seen;
  }

  it("never parses an event-handler attribute, not even in an inert document", () => {
    const html =
      '<img src="x" onerror="alert(1)"><img/onload=alert(2)><p ONMOUSEOVER = \'a\'>hi</p><svg><a onclick="x()">s</a></svg>';
    expect(handlersSeenWhileParsing(html)).toEqual([]);
    expect(sanitizeHtml(html)).toBe('<img src="x"><img><p>hi</p>');
  });

  it("creates nothing in the live document, so no image starts loading there", () => {
    const createElement = vi.spyOn(document, "createElement");
    const ImageSpy = vi.spyOn(window, "Image");
    const imagesBefore = document.images.length;
    sanitizeHtml('<img src="https://example.com/a.png" onerror="alert(1)"><b>ok</b>');
    expect(createElement).not.toHaveBeenCalled();
    expect(ImageSpy).not.toHaveBeenCalled();
    expect(document.images.length).toBe(imagesBefore);
  });

  it("keeps only image sources the page's policy loads: https, data, blob and relative ones", () => {
    expect(sanitizeHtml('<img src="https://example.com/a.png"><img src="/tenant-assets/a.png"><img src="a.png">')).toBe(
      '<img src="https://example.com/a.png"><img src="/tenant-assets/a.png"><img src="a.png">',
    );
    expect(sanitizeHtml('<img src="http://example.com/a.png" alt="chart">')).toBe('<img alt="chart">');
    expect(sanitizeHtml('<a href="http://example.com/log">log</a>')).toBe('<a href="http://example.com/log">log</a>');
  });

  it("keeps attribute values that merely mention a handler", () => {
    expect(sanitizeHtml('<p title="onerror=alert(1)">x</p>')).toBe('<p title="onerror=alert(1)">x</p>');
  });
});

describe("containsHtmlTag", () => {
  it.each(["<b>Row 12</b> failed", "line one<br/>line two", "</p>", '<a href="https://example.com">log</a>'])(
    "finds a tag in %s",
    (text) => expect(containsHtmlTag(text)).toBe(true),
  );

  it.each(["**Row 12** failed", "if a < b and c > d", "I <3 dashboards", "plain text"])("finds no tag in %s", (text) =>
    expect(containsHtmlTag(text)).toBe(false),
  );
});
