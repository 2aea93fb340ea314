import { describe, expect, it } from "vitest";
import { scopeCss, scopeSelector } from "./scopeCss";

const S = '[data-frame="f1"]';
const scoped = (css: string) => scopeCss(css, "f1");

describe("scopeSelector", () => {
  it.each([
    [".a", `${S} .a`],
    ["p > .b", `${S} p > .b`],
    ["> .b", `${S} > .b`],
    [":root", S],
    ["html", S],
    ["body", S],
    ["html body .x", `${S} .x`],
    ["html > body > .x", `${S} > .x`],
    ["body.dark .x", `${S}.dark .x`],
    [":root:hover a", `${S}:hover a`],
    ["bodyish", `${S} bodyish`],
    ["*", `${S} *`],
  ])("%s → %s", (selector, expected) => {
    expect(scopeSelector(selector, S)).toBe(expected);
  });
});

describe("scopeCss", () => {
  it("prefixes every selector of every rule", () => {
    expect(scoped(".a, .b > p { color: red; margin: 0 }\n.c{padding:1px}")).toBe(
      `${S} .a, ${S} .b > p {color: red; margin: 0}\n${S} .c {padding: 1px}`,
    );
  });

  it("keeps commas inside :is() and attribute selectors", () => {
    expect(scoped(':is(.a, .b) [title="x,y"] { color: red }')).toBe(`${S} :is(.a, .b) [title="x,y"] {color: red}`);
  });

  it("maps :root, html and body to the frame", () => {
    expect(scoped(":root { --accent: #00897b } body { margin: 0 }")).toBe(`${S} {--accent: #00897b}\n${S} {margin: 0}`);
  });

  it("scopes inside @media, @supports, @container and @layer", () => {
    expect(
      scoped("@media (max-width: 600px) { .a { display: none } @supports (display: grid) { .b { display: grid } } }"),
    ).toBe(
      `@media (max-width: 600px) {\n${S} .a {display: none}\n@supports (display: grid) {\n${S} .b {display: grid}\n}\n}`,
    );
    expect(scoped("@layer base { .a { color: red } }")).toBe(`@layer base {\n${S} .a {color: red}\n}`);
  });

  it("keeps @keyframes offsets unscoped", () => {
    expect(scoped("@keyframes pulse { from { opacity: 0 } 50% { opacity: .5 } to { opacity: 1 } }")).toBe(
      "@keyframes pulse {\nfrom {opacity: 0}\n50% {opacity: .5}\nto {opacity: 1}\n}",
    );
  });

  it("keeps nested rules relative to their scoped parent", () => {
    expect(scoped(".a { color: red; &:hover { color: blue } .b { margin: 0 } @media print { display: none } }")).toBe(
      `${S} .a {color: red; &:hover {color: blue}; .b {margin: 0}; @media print {display: none}}`,
    );
  });

  it("drops comments", () => {
    expect(scoped("/* .evil { } */ .a { /* x */ color: red }")).toBe(`${S} .a {color: red}`);
  });

  it.each([
    "@import url(https://evil.example/x.css);",
    "@import 'x.css';",
    "@charset 'utf-8';",
    "@namespace svg url(http://www.w3.org/2000/svg);",
    "@page { margin: 0 }",
    "@font-face { font-family: X; src: url(https://fonts.example/x.woff2) }",
    "@font-face { font-family: X; src: url(//fonts.example/x.woff2) }",
    "@font-face { font-family: X; src: url(data:font/woff2;base64,AAAA) }",
  ])("drops %s", (css) => {
    const warnings: string[] = [];
    expect(scopeCss(css, "f1", (message) => warnings.push(message))).toBe("");
    expect(warnings.length).toBeGreaterThan(0);
  });

  it("keeps @font-face with same-origin fonts", () => {
    expect(scoped("@font-face { font-family: X; src: url(/tenant-assets/demo/x.woff2), local(X) }")).toBe(
      "@font-face {font-family: X; src: url(/tenant-assets/demo/x.woff2), local(X)}",
    );
  });

  it.each([
    ".a { background: url(javascript:alert(1)) }",
    ".a { background: url('JAVA\\73 cript:alert(1)') }",
    ".a { background: u\\72l(javascript:alert(1)) }",
    ".a { background: url(data:image/svg+xml,<svg onload=alert(1)>) }",
    ".a { background: url(vbscript:x) }",
    ".a { width: expression(alert(1)) }",
    ".a { width: e\\78pression(alert(1)) }",
    ".a { behavior: url(x.htc) }",
    ".a { -moz-binding: url(x.xml#xss) }",
    ".a { background-image: image-set('javascript:alert(1)' 1x) }",
  ])("drops the declaration in %s", (css) => {
    expect(scoped(css)).toBe(`${S} .a {}`);
  });

  it("keeps url() to http, https and relative addresses", () => {
    expect(
      scoped(".a { background: url('/tenant-assets/demo/bg.png') no-repeat, url(https://cdn.example/x.png) }"),
    ).toBe(`${S} .a {background: url('/tenant-assets/demo/bg.png') no-repeat, url(https://cdn.example/x.png)}`);
  });

  it("cannot be closed early: '<' is escaped everywhere", () => {
    const css = scoped('.a::after { content: "</style><script>window.__xss()</script>" }');
    expect(css).not.toContain("<");
    expect(css).toBe(`${S} .a::after {content: "\\3c /style>\\3c script>window.__xss()\\3c /script>"}`);
  });

  it("agrees with the browser on where a broken string ends, so no rule escapes the scope", () => {
    const css = scoped('.a { content: "open\n} body { background: red } .b { color: blue }');
    expect(css).toBe(`${S} .a {}\n${S} {background: red}\n${S} .b {color: blue}`);
  });

  it("scopes rules after stray brackets and unclosed blocks", () => {
    expect(scoped("} .a { color: red")).toBe(`${S} .a {color: red}`);
    // A stray ")" makes the selector invalid for the browser too; it stays behind the scope either way.
    expect(scoped(") .a { color: red }")).toBe(`${S} ) .a {color: red}`);
    expect(scoped(".a { x: f({) } .b{}) } .c { color: red }")).toBe(`${S} .a {x: f({) } .b{})}\n${S} .c {color: red}`);
  });

  it("escapes the scope id", () => {
    expect(scopeCss(".a{color:red}", 'x"] body, [y="')).toBe('[data-frame="x\\"] body, [y=\\""] .a {color: red}');
  });
});
