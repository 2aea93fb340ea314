import { describe, expect, it } from "vitest";
import { templateSaveBodies } from "./templateSaveBodies";
import type { TemplateSource } from "./templateSources";

/** ops/overview includes shared/card and shared/note; shared/card includes shared/note and (in a cycle) ops/overview. */
const sources: Record<string, TemplateSource> = {
  "ops/overview": { jsx: "<main/>", css: ".a{}", includes: ["shared/card", "shared/note"], version: 3 },
  "shared/card": { jsx: "<section/>", css: "", includes: ["shared/note", "ops/overview"], version: 1 },
  "shared/note": { jsx: "<p/>", css: "", includes: ["shared/gone"], version: undefined },
};
const sourceOf = (name: string) => sources[name];

describe("the body of a template save", () => {
  it("from data model 0.0.2 on, is one template with its include hierarchy nested, each template once", () => {
    expect(templateSaveBodies("ops/overview", sourceOf, "0.0.2")).toEqual([
      {
        id: "ops/overview",
        jsx: "<main/>",
        css: ".a{}",
        version: 3,
        includes: [
          {
            id: "shared/card",
            jsx: "<section/>",
            css: "",
            version: 1,
            includes: [{ id: "shared/note", jsx: "<p/>", css: "", includes: ["shared/gone"] }, "ops/overview"],
          },
          "shared/note",
        ],
      },
    ]);
  });

  it("below data model 0.0.2, is each template of the hierarchy on its own, without includes", () => {
    expect(templateSaveBodies("ops/overview", sourceOf, "0.0.1")).toEqual([
      { id: "ops/overview", jsx: "<main/>", css: ".a{}", version: 3 },
      { id: "shared/card", jsx: "<section/>", css: "", version: 1 },
      { id: "shared/note", jsx: "<p/>", css: "" },
    ]);
  });

  it("leaves out the version of a template that is not stored yet, and sends nothing for a missing template", () => {
    expect(templateSaveBodies("shared/note", sourceOf, "0.0.2")).toEqual([
      { id: "shared/note", jsx: "<p/>", css: "", includes: ["shared/gone"] },
    ]);
    expect(templateSaveBodies("shared/gone", sourceOf, "0.0.2")).toEqual([]);
  });
});
