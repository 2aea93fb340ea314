import { afterEach, describe, expect, it } from "vitest";
import { loadApp, routeFiles } from "./loadApp";
import type { AppFiles } from "./pageElements";

const files: AppFiles = {
  entry: "/assets/index-A.js",
  preloads: ["/assets/react-B.js"],
  styles: ["/assets/index-C.css"],
  routes: [
    { pattern: "^/(admin/)?storylines/", files: ["/assets/StorylinePage-D.js", "/assets/canvas-E.js"] },
    { pattern: "^/$", files: ["/assets/HomePage-F.js"] },
    { pattern: "^/admin(/|$)", files: ["/assets/AdminRoutes-G.js", "/assets/canvas-E.js"] },
  ],
};

afterEach(() => {
  document.head.innerHTML = "";
});

describe("routeFiles", () => {
  it("gives the files of every page an address shows, each once", () => {
    expect(routeFiles(files, ["/storylines/q3"])).toEqual(["/assets/StorylinePage-D.js", "/assets/canvas-E.js"]);
    expect(routeFiles(files, ["/admin/storylines/q3"])).toEqual([
      "/assets/StorylinePage-D.js",
      "/assets/canvas-E.js",
      "/assets/AdminRoutes-G.js",
    ]);
    expect(routeFiles(files, ["/", "/storylines/q3"])).toEqual([
      "/assets/StorylinePage-D.js",
      "/assets/canvas-E.js",
      "/assets/HomePage-F.js",
    ]);
    expect(routeFiles(files, ["/reports/quarterly"])).toEqual([]);
  });
});

describe("loadApp", () => {
  it("adds the styles, the entry module, its preloads and the current page's modules to the page", () => {
    loadApp(document, files, ["/storylines/q3"]);

    const tags = [...document.head.children].map((element) =>
      element instanceof HTMLScriptElement
        ? `script ${element.type} ${element.getAttribute("src")} ${element.getAttribute("crossorigin")}`
        : `link ${element.getAttribute("rel")} ${element.getAttribute("href")} ${element.getAttribute("crossorigin")}`,
    );
    expect(tags).toEqual([
      "link stylesheet /assets/index-C.css ",
      "script module /assets/index-A.js ",
      "link modulepreload /assets/react-B.js ",
      "link modulepreload /assets/StorylinePage-D.js ",
      "link modulepreload /assets/canvas-E.js ",
    ]);
  });
});
