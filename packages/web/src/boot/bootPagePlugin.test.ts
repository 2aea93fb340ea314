import { PAGE_BOOTSTRAP_ELEMENT_ID, pageBootstrapElement } from "@storyframe/core";
import { describe, expect, it } from "vitest";
import { BOOTSTRAP_PLACEHOLDER, takeAppTags } from "./bootPagePlugin";
import { BOOTSTRAP_ELEMENT_ID } from "./pageElements";

const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>Storyframe</title>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B.js">
    <link rel="modulepreload" crossorigin href="/assets/jsx-runtime-C.js">
    <link rel="stylesheet" crossorigin href="/assets/index-D.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe("the boot page", () => {
  it("uses the element core names for the bootstrap, and the placeholder the server fills", () => {
    expect(BOOTSTRAP_ELEMENT_ID).toBe(PAGE_BOOTSTRAP_ELEMENT_ID);
    expect(BOOTSTRAP_PLACEHOLDER).toBe(pageBootstrapElement(""));
  });

  it("takes the tags that load the app out of the built page, in their order", () => {
    const { html, files } = takeAppTags(BUILT);

    expect(files).toEqual({
      entry: "/assets/index-A.js",
      preloads: ["/assets/react-B.js", "/assets/jsx-runtime-C.js"],
      styles: ["/assets/index-D.css"],
    });
    expect(html).not.toMatch(/assets/);
    expect(html).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg" />');
    expect(html).toContain('<div id="root"></div>');
  });

  it("refuses a page that loads no entry module, or several", () => {
    expect(() => takeAppTags("<head></head>")).toThrow("index.html should load one entry module, not 0");
    const twice = BUILT.replace("</head>", '<script type="module" src="/assets/other.js"></script></head>');
    expect(() => takeAppTags(twice)).toThrow("not 2");
  });
});
