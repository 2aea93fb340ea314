import { describe, expect, it } from "vitest";
import { withoutEventHandlers } from "./withoutEventHandlers";

describe("withoutEventHandlers", () => {
  it.each([
    ['<img src="x" onerror="alert(1)">', '<img src="x" >'],
    ["<img src=x onerror=alert(1)>", "<img src=x >"],
    ["<img/onerror=alert(1)>", "<img/>"],
    ["<IMG SRC=x ONERROR='alert(1)' alt=a>", "<IMG SRC=x  alt=a>"],
    ['<body onload = "x()" class="c">', '<body  class="c">'],
    ['<svg><a onclick="x()" href=y>s</a></svg>', "<svg><a  href=y>s</a></svg>"],
  ])("leaves the handlers out of %s", (html, expected) => {
    expect(withoutEventHandlers(html)).toBe(expected);
  });

  it.each([
    '<p title="onerror=alert(1)">a &lt; b onerror=1</p>',
    "a < b and c > d onload=x",
    "<!-- <img onerror=alert(1)> --><b>ok</b>",
    "<textarea><img onerror=alert(1)></textarea>",
    "<script>if (a<b) x.onload = 1</script>",
    "</p onclick=x>",
  ])("keeps text, comments, text elements and end tags as they are: %s", (html) => {
    expect(withoutEventHandlers(html)).toBe(html);
  });

  it("ends an empty comment where the parser does, so the tag after it is still read", () => {
    expect(withoutEventHandlers("<!--><img onerror=alert(1)>-->")).toBe("<!--><img >-->");
  });
});
