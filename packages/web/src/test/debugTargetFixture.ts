import type { ParameterStores } from "@storyframe/canvas";
import { decodeParameters, storylineSchema } from "@storyframe/core";
import { vi } from "vitest";
import type { DebugTarget } from "../debugger/debuggerStore";
import type { StorylineDocument } from "../storyline/storylineApi";
import { createStorylineSession } from "../storyline/storylineSession";

/**
 * 'Operations': chapter `c1` with page `p1` of the frames `overview` and `detail`, chapter `c2` with the frame
 * `summary`, all of the template `card`. The data source `tonnes` (API path fleet/tonnes) reads the required `site`
 * and the optional `shift`; `sites` reads no parameter.
 */
export function debugDocument(): StorylineDocument {
  const paragraph = (name: string) => ({ name, title: name, templateName: "card", data: { heading: name } });
  const storyline = storylineSchema.parse({
    name: "ops",
    title: "Operations",
    parameterValues: { site: "North" },
    dataSources: ["tonnes", "sites"],
    filters: [{ parameter: "site", label: "Site", type: "text" }],
    chapters: [
      { name: "c1", pages: [{ name: "p1", paragraphs: [paragraph("overview"), paragraph("detail")] }] },
      { name: "c2", pages: [{ name: "p1", paragraphs: [paragraph("summary")] }] },
    ],
  });
  return {
    ...storyline,
    id: "ops",
    dataSources: [
      {
        name: "tonnes",
        autoRefresh: true,
        parameters: [
          { name: "site", isRequired: true, isOptional: false },
          { name: "shift", isRequired: false, isOptional: true },
        ],
        apiEndpoint: ["fleet", "tonnes"],
        dependsOn: [],
      },
      { name: "sites", autoRefresh: true, parameters: [], apiEndpoint: ["fleet", "sites"], dependsOn: [] },
    ],
    templates: { card: { jsx: "<h3>{frame.heading}</h3>", css: "", includes: [] } },
    missingTemplates: [],
  };
}

/** Answers the data reads of `debugDocument`: `tonnes` with 120 for the North site and 80 for any other. */
export const debugDataFetch = vi.fn(async (input: RequestInfo | URL) => {
  const url = new URL(String(input), window.location.origin);
  const rows =
    url.pathname === "/data/fleet/tonnes"
      ? [{ tonnes: decodeParameters(url.searchParams).site === "North" ? 120 : 80 }]
      : [{ site: "North" }, { site: "South" }];
  return new Response(JSON.stringify(rows), { status: 200, headers: { "Content-Type": "application/json" } });
});

/** Parameter stores that keep nothing beyond the test. */
function memoryParameterStores(): ParameterStores {
  const data = new Map<string, string>();
  let query = new URLSearchParams();
  return {
    local: {
      getItem: (key) => data.get(key) ?? null,
      setItem: (key, value) => void data.set(key, value),
      removeItem: (key) => void data.delete(key),
    },
    url: {
      read: () => query,
      write: (next) => {
        query = next;
      },
    },
  };
}

/** A live session of `debugDocument` as the viewer holds it (not started: no data is read until the test starts it). */
export function debugTarget(document: StorylineDocument = debugDocument()): DebugTarget {
  const session = createStorylineSession(document, {
    branch: "main",
    retries: 0,
    isDeveloper: true,
    search: "",
    navFiltersId: null,
    notify: () => {},
    stores: memoryParameterStores(),
  });
  return { document, session };
}
