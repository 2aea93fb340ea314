import { describe, expect, it } from "vitest";
import { componentProps, htmlProps } from "./elementProps";
import { registerCallable } from "./safeAccess";
import { sanitizeStyle } from "./sanitizeStyle";

function html(tag: string, attributes: [string, unknown][]) {
  const warnings: string[] = [];
  return { props: htmlProps(tag, attributes, (message) => warnings.push(message)), warnings };
}

describe("htmlProps", () => {
  it("maps HTML and SVG spellings to React names", () => {
    expect(
      html("div", [
        ["class", "a"],
        ["tabindex", 0],
        ["data-row", 3],
        ["aria-label", "x"],
        ["stroke-width", 2],
        ["viewBox", "0 0 1 1"],
        ["xlink:href", "#g"],
      ]).props,
    ).toEqual({
      className: "a",
      tabIndex: 0,
      "data-row": "3",
      "aria-label": "x",
      strokeWidth: 2,
      viewBox: "0 0 1 1",
      xlinkHref: "#g",
    });
  });

  it.each([
    ["onClick", "alert(1)"],
    ["onclick", "alert(1)"],
    ["ONERROR", "alert(1)"],
    ["onLoad", () => 1],
    ["dangerouslySetInnerHTML", { __html: "<img src=x onerror=alert(1)>" }],
    ["srcdoc", "<script>alert(1)</script>"],
    ["srcDoc", "<script>alert(1)</script>"],
    ["formaction", "javascript:alert(1)"],
    ["action", "javascript:alert(1)"],
    ["poster", "javascript:alert(1)"],
    ["background", "javascript:alert(1)"],
    ["http-equiv", "refresh"],
    ["ref", "x"],
    ["name", "location"],
    ["__proto__", { polluted: 1 }],
    ["is", "x-evil"],
    ["contentEditable", true],
  ])("drops %s", (name, value) => {
    const { props, warnings } = html("div", [[name, value]]);
    expect(props).toEqual({});
    expect(warnings).toHaveLength(1);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([
    "javascript:alert(1)",
    " JAVASCRIPT:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:x",
    "&#106;avascript:alert(1)",
  ])("drops the URL %j from href, src and xlink:href", (url) => {
    expect(html("a", [["href", url]]).props).toEqual({});
    expect(html("img", [["src", url]]).props).toEqual({});
    expect(html("a", [["xlink:href", url]]).props).toEqual({});
  });

  it("keeps safe URLs and adds rel=noopener noreferrer to links with a target", () => {
    expect(
      html("a", [
        ["href", "https://example.com"],
        ["target", "_blank"],
        ["rel", "external"],
      ]).props,
    ).toEqual({
      href: "https://example.com",
      target: "_blank",
      rel: "external noopener noreferrer",
    });
  });

  it("allows only same-document url() in SVG paint", () => {
    expect(html("rect", [["fill", "url(#grad)"]]).props).toEqual({ fill: "url(#grad)" });
    expect(html("rect", [["fill", "url(https://evil.example/p.svg#x)"]]).props).toEqual({});
  });

  it("drops object values and keeps booleans as presence", () => {
    const { props, warnings } = html("details", [
      ["open", true],
      ["title", { a: 1 }],
      ["hidden", false],
    ]);
    expect(props).toEqual({ open: true });
    expect(warnings).toEqual(["The attribute 'title' on <details> needs text or a number"]);
  });
});

describe("componentProps", () => {
  it("passes on no function the template did not define", () => {
    const warnings: string[] = [];
    const props = componentProps(
      "Select",
      [
        ["onChange", window.open],
        ["format", String],
      ],
      (message) => warnings.push(message),
    );
    expect(props).toEqual({});
    expect(warnings).toHaveLength(2);
  });

  it("passes values through, arrow functions included, but never refs, raw HTML or text handlers", () => {
    const onChange = registerCallable(() => 1);
    const warnings: string[] = [];
    const props = componentProps(
      "Select",
      [
        ["value", [1, 2]],
        ["onChange", onChange],
        ["onClick", "alert(1)"],
        ["dangerouslySetInnerHTML", { __html: "x" }],
        ["ref", {}],
        ["class", "c"],
        ["href", "javascript:alert(1)"],
        ["src", "/a.png"],
        ["style", { background: "url(javascript:alert(1))", color: "red" }],
      ],
      (message) => warnings.push(message),
    );
    expect(props).toEqual({ value: [1, 2], onChange, className: "c", src: "/a.png", style: { color: "red" } });
    expect(warnings).toHaveLength(5);
  });
});

describe("sanitizeStyle", () => {
  const style = (value: unknown) => sanitizeStyle(value, () => {});

  it("keeps plain declarations and converts names", () => {
    expect(
      style({ color: "red", marginTop: 4, "background-color": "#fff", "--accent": "teal", WebkitLineClamp: 2 }),
    ).toEqual({
      color: "red",
      marginTop: 4,
      backgroundColor: "#fff",
      "--accent": "teal",
      WebkitLineClamp: 2,
    });
    expect(style("color: red; font-family: 'A;B', serif")).toEqual({ color: "red", fontFamily: "'A;B', serif" });
  });

  it.each([
    { background: "url(javascript:alert(1))" },
    { background: "URL(https://tracker.example/p.gif)" },
    { background: "u\\72l(x)" },
    { backgroundImage: "image-set('x.png' 1x)" },
    { width: "expression(alert(1))" },
    { width: "EXPRESSION (alert(1))" },
    { color: "red; background: url(x)" },
    { behavior: "url(x.htc)" },
    { MozBinding: "url(x.xml#x)" },
    { "-moz-binding": "url(x.xml#x)" },
    { cssText: "color: red" },
    { "x:y": "1" },
    { background: "javascript:alert(1)" },
  ])("drops %j", (value) => {
    expect(style(value)).toEqual({});
  });

  it("refuses values that are not an object or text", () => {
    expect(style([["color", "red"]])).toBeUndefined();
    expect(style(5)).toBeUndefined();
  });
});
