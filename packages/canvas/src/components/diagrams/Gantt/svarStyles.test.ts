import { describe, expect, it } from "vitest";
import { addSvarStyles, GRID_OFFSET_CSS, withoutFontFaces } from "./svarStyles";

describe("SVAR's styles", () => {
  it("lose their @font-face rules, and nothing else", () => {
    const css =
      '.wx-a{color:red}@font-face{font-family:Roboto;src:local(""),url(https://cdn.svar.dev/fonts/roboto/500.woff2) format("woff2")}' +
      ".wx-b{font-family:var(--wx-font-family)}@font-face {font-family:Open Sans;src:url(x.woff)}";
    expect(withoutFontFaces(css)).toBe(".wx-a{color:red}.wx-b{font-family:var(--wx-font-family)}");
  });

  it("are added to the page once, ahead of the page's other styles", () => {
    const other = document.createElement("style");
    document.head.append(other);
    addSvarStyles();
    addSvarStyles();
    const added = document.head.querySelectorAll('style[data-styles="svar-gantt"]');
    expect(added).toHaveLength(1);
    expect(document.head.firstElementChild).toBe(added[0]);
    expect(added[0]?.textContent).not.toContain("@font-face");
    expect(added[0]?.textContent?.endsWith(GRID_OFFSET_CSS)).toBe(true);
  });
});
