import { describe, expect, it } from "vitest";
import { overwriteSources, templateSources } from "./templateSources";

const templates = {
  page: { jsx: '<Include path="card"/>', css: "", includes: ["card"], version: 4 },
  card: { jsx: "<p>stored</p>", css: "", includes: [], version: 2 },
};
const includesOfJsx = (jsx: string) =>
  jsx.includes("{)") ? null : [...jsx.matchAll(/path="([^"]+)"/g)].map((m) => m[1] ?? "");

describe("the text a template is saved with", () => {
  it("is the typed text, else the applied text, else the stored one, with the newest known version", () => {
    const sourceOf = templateSources({
      templates,
      overrides: { card: { jsx: "<p>applied</p>", css: "", includes: [] } },
      drafts: { page: { jsx: '<Include path="note"/>', css: ".x{}" } },
      savedVersions: { card: 3 },
      includesOfJsx,
    });
    expect(sourceOf("page")).toEqual({ jsx: '<Include path="note"/>', css: ".x{}", includes: ["note"], version: 4 });
    expect(sourceOf("card")).toEqual({ jsx: "<p>applied</p>", css: "", includes: [], version: 3 });
    expect(sourceOf("note")).toBeUndefined();
  });

  it("keeps what an edited template included while its JSX does not parse", () => {
    const sourceOf = templateSources({
      templates,
      overrides: {},
      drafts: { page: { jsx: "<p>{)}</p>", css: "" } },
      savedVersions: {},
      includesOfJsx,
    });
    expect(sourceOf("page")?.includes).toEqual(["card"]);
  });

  it("to overwrite after a conflict, is the edit at the stored version, and the stored text of what was not edited", () => {
    const local = templateSources({
      templates,
      overrides: {},
      drafts: { page: { jsx: '<Include path="card"/><hr/>', css: "" } },
      savedVersions: {},
      includesOfJsx,
    });
    const storedNow = {
      templates: {
        page: { ...templates.page, version: 5 },
        card: { jsx: "<p>theirs</p>", css: "", includes: [], version: 7 },
      },
    };
    const sourceOf = overwriteSources(local, new Set(["page"]), storedNow);
    expect(sourceOf("page")).toEqual({ jsx: '<Include path="card"/><hr/>', css: "", includes: ["card"], version: 5 });
    expect(sourceOf("card")).toEqual({ jsx: "<p>theirs</p>", css: "", includes: [], version: 7 });
  });
});
