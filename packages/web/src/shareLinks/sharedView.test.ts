import { storylineSchema } from "@storyframe/core";
import { describe, expect, it } from "vitest";
import type { StorylineDocument } from "../storyline/storylineApi";
import { parameterNamesOf, shareableValues, sharedDocument, sharedViewSearch } from "./sharedView";

const document: StorylineDocument = {
  ...storylineSchema.parse({
    name: "fleet",
    title: "Fleet",
    requiredTags: [],
    chapters: [{ name: "c", pages: [{ name: "p", paragraphs: [{ name: "a", templateName: "t" }] }] }],
    parameterValues: { from: "2026-10-01", site: null },
    filters: [
      { parameter: "site", label: "Site", type: "select" },
      { parameter: "truck", label: "Truck", type: "select" },
    ],
  }),
  id: "fleet",
  dataSources: [
    {
      name: "kpis",
      autoRefresh: true,
      apiEndpoint: ["fleet", "kpis"],
      dependsOn: [],
      parameters: [{ name: "shift", defaultValue: null, isRequired: false, isOptional: true }],
    },
  ],
  templates: {},
  missingTemplates: [],
};
const grant = {
  storyline: "fleet",
  parameterValues: { from: "2026-10-18", site: "PIT-N", truck: "HT-07" },
  changeableParameters: ["truck"],
  expiresAt: "2026-12-01T00:00:00.000Z",
};

describe("a storyline opened through a share link", () => {
  it("knows the storyline's parameters: its values', its filters' and its data sources'", () => {
    expect([...parameterNamesOf(document)].sort()).toEqual(["from", "shift", "site", "truck"]);
  });

  it("opens with the link's values and shows only the filters the link lets the reader change", () => {
    const shared = sharedDocument(document, grant);
    expect(shared.parameterValues).toEqual(grant.parameterValues);
    expect(shared.filters.map((filter) => filter.parameter)).toEqual(["truck"]);
  });

  it("reads from the address the flags, the frame and changeable values, never values the link fixes", () => {
    const search = "?hideTitleBar=1&frame=c.p.a&site=%5CPIT-S&truck=%5CHT-08&_parameters=x&_hash=y";
    expect(sharedViewSearch(search, document, { changeableParameters: ["truck"] })).toBe(
      "?hideTitleBar=1&frame=c.p.a&truck=%5CHT-08",
    );
    expect(sharedViewSearch("?site=%5CPIT-S", document, { changeableParameters: [] })).toBe("");
  });

  it("is made with the viewer's values of the storyline's own parameters", () => {
    expect(shareableValues(document, { from: "2026-10-18", site: null, scratch: 3, truck: undefined })).toEqual({
      from: "2026-10-18",
      site: null,
    });
  });
});
