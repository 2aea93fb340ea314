import { decodeObfuscatedParameters, type StorylineFilter, storylineFilterSchema } from "@storyframe/core";
import { describe, expect, it } from "vitest";
import { addressSearch, positionInAddress } from "./storylineAddress";

const outline = [
  { name: "fleet", pages: [{ name: "glance", paragraphs: [{ name: "intro" }, { name: "figures" }] }] },
  { name: "shifts", pages: [{ name: "day-night", paragraphs: [{ name: "comparison" }] }] },
];

const filters: StorylineFilter[] = [
  storylineFilterSchema.parse({ parameter: "site", label: "Site", type: "select" }),
  storylineFilterSchema.parse({ parameter: "from", label: "From", type: "date" }),
  storylineFilterSchema.parse({ parameter: "trucks", label: "Trucks", type: "multiselect" }),
];

function parametersIn(search: string) {
  const query = new URLSearchParams(search);
  return decodeObfuscatedParameters(query.get("_parameters") ?? "", query.get("_hash"));
}

describe("the frame in the address", () => {
  it("is found by chapter/page/paragraph or by the paragraph's name", () => {
    expect(positionInAddress(outline, "?frame=shifts/day-night/comparison")).toEqual({
      chapterIndex: 1,
      pageIndex: 0,
      paragraphIndex: 0,
    });
    expect(positionInAddress(outline, "?frame=figures")).toEqual({ chapterIndex: 0, pageIndex: 0, paragraphIndex: 1 });
  });

  it("is none when the address names no frame or one the storyline does not have", () => {
    expect(positionInAddress(outline, "")).toBeNull();
    expect(positionInAddress(outline, "?frame=")).toBeNull();
    expect(positionInAddress(outline, "?frame=fleet/glance/missing")).toBeNull();
  });
});

describe("the address of a view", () => {
  it("names the frame first, readably, and keeps the other query flags", () => {
    const search = addressSearch("?hideMinimap=1&menu-expanded=0", {
      frameId: "shifts/day-night/comparison",
      filters,
      parameters: {},
    });
    expect(search).toBe("?frame=shifts/day-night/comparison&hideMinimap=1&menu-expanded=0");
  });

  it("escapes what a frame name may hold besides its slashes", () => {
    const search = addressSearch("", { frameId: "a b/p&q/r#1", filters, parameters: {} });
    expect(search).toBe("?frame=a%20b/p%26q/r%231");
    expect(new URLSearchParams(search).get("frame")).toBe("a b/p&q/r#1");
  });

  it("carries every filter value through _parameters and _hash, with its type", () => {
    const search = addressSearch("?frame=old", {
      frameId: "fleet/glance/intro",
      filters,
      parameters: { site: "PIT-N", from: "2024-05-01", trucks: ["T1", 7], unrelated: "kept out" },
    });
    expect(search.startsWith("?frame=fleet/glance/intro&_parameters=")).toBe(true);
    expect(parametersIn(search)).toEqual({ site: "PIT-N", from: "2024-05-01", trucks: ["T1", 7] });
  });

  it("replaces plain values of the filters, which would override the encoded ones on reload", () => {
    const search = addressSearch("?site=South&year=2000", {
      frameId: "fleet/glance/intro",
      filters,
      parameters: { site: "North" },
    });
    const query = new URLSearchParams(search);
    expect(query.has("site")).toBe(false);
    expect(query.get("year")).toBe("2000");
    expect(parametersIn(search)).toEqual({ site: "North" });
  });

  it("writes no _parameters when no filter has a value, and leaves out values the codec cannot carry", () => {
    const search = addressSearch("?_parameters=stale&_hash=stale", {
      frameId: "fleet/glance/intro",
      filters,
      parameters: { site: undefined, from: Number.NaN },
    });
    expect(search).toBe("?frame=fleet/glance/intro");
  });
});
