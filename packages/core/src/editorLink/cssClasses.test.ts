import { describe, expect, it } from "vitest";
import { cssClassesOfJsx, cssClassesOfStylesheet, cssClassesOfTemplates } from "./cssClasses";

describe("cssClassesOfStylesheet", () => {
  it("finds the classes of every selector, inside at-rules too", () => {
    const css = `.card, .card__title:hover { color: red; }
      @media (min-width: 600px) { .wide > .cell { margin: .5em 0.25rem; } }`;
    expect(cssClassesOfStylesheet(css)).toEqual(["card", "card__title", "wide", "cell"]);
  });

  it("ignores numbers, comments, strings and urls", () => {
    const css = `/* .commented {} */ a { width: 1.5em; background: url(img.png); content: ".quoted"; }`;
    expect(cssClassesOfStylesheet(css)).toEqual([]);
  });
});

describe("cssClassesOfJsx", () => {
  it("finds the classes written as text in className and class", () => {
    expect(cssClassesOfJsx(`<div className="sf-table  sf-table--wide"><p class='note'>x</p></div>`)).toEqual([
      "sf-table",
      "sf-table--wide",
      "note",
    ]);
  });

  it("finds the classes in the string literals of a className expression", () => {
    const jsx = `<table className={"grid" + (frame.many ? " grid--many" : "")}><td className={\`cell \${x}\`} /></table>`;
    expect(cssClassesOfJsx(jsx)).toEqual(["grid", "grid--many", "cell"]);
  });
});

describe("cssClassesOfTemplates", () => {
  it("joins every template's classes, each once, sorted", () => {
    const templates = [
      { jsx: `<p className="b a" />`, css: ".a {}" },
      { jsx: "<p />", css: ".c {}" },
    ];
    expect(cssClassesOfTemplates(templates)).toEqual(["a", "b", "c"]);
  });
});
