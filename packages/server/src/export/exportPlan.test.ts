import { decodeObfuscatedParameters } from "@storyframe/core";
import { describe, expect, it } from "vitest";
import { InvalidError } from "../shared/domainErrors";
import { describeValue, exportFileName, planExport, viewerPath } from "./exportPlan";

const storyline = {
  title: "Fleet operations",
  parameterValues: { from: "2026-10-18", truck: "HT-07", site: null },
  filters: [
    { parameter: "from", label: "From", type: "date" },
    { parameter: "truck", label: "Truck", type: "select" },
    { parameter: "site", label: "Site", type: "select" },
  ],
  chapters: [
    {
      name: "overview",
      pages: [
        {
          name: "glance",
          paragraphs: [
            { name: "intro", title: "At a glance", templateName: "t/intro" },
            { name: "tonnes", title: "", templateName: "t/tonnes" },
          ],
        },
      ],
    },
    {
      name: "trucks",
      pages: [{ name: "one", paragraphs: [{ name: "detail", title: "One truck", templateName: "t/x" }] }],
    },
  ],
};

describe("planning an export", () => {
  it("renders every frame of the storyline in reading order, untitled ones by their name", () => {
    const plan = planExport("fleet", storyline, { scope: "storyline", parameters: {} });
    expect(plan.frames).toEqual([
      { id: "overview/glance/intro", title: "At a glance" },
      { id: "overview/glance/tonnes", title: "tonnes" },
      { id: "trucks/one/detail", title: "One truck" },
    ]);
    expect(plan.storylineTitle).toBe("Fleet operations");
  });

  it("renders the frames of the current frame's page, or the frame alone", () => {
    const page = planExport("fleet", storyline, { scope: "page", frameId: "overview/glance/tonnes", parameters: {} });
    expect(page.frames.map((frame) => frame.id)).toEqual(["overview/glance/intro", "overview/glance/tonnes"]);
    const frame = planExport("fleet", storyline, { scope: "frame", frameId: "trucks/one/detail", parameters: {} });
    expect(frame.frames.map((one) => one.id)).toEqual(["trucks/one/detail"]);
  });

  it("refuses a frame the storyline does not have, naming it", () => {
    const plan = () => planExport("fleet", storyline, { scope: "frame", frameId: "no/such/frame", parameters: {} });
    expect(plan).toThrow(InvalidError);
    try {
      plan();
    } catch (error) {
      expect((error as InvalidError).fieldErrors).toEqual({ frameId: ["The storyline has no frame 'no/such/frame'."] });
    }
  });

  it("names every filter's value, the request's over the storyline's own, an empty one as all", () => {
    const plan = planExport("fleet", storyline, { scope: "storyline", parameters: { truck: "HT-11" } });
    expect(plan.parameters).toEqual({ from: "2026-10-18", truck: "HT-11", site: null });
    expect(plan.parameterLine).toBe("From: 2026-10-18  ·  Truck: HT-11  ·  Site: all");
  });

  it("says so when the storyline has no filters", () => {
    const plan = planExport("fleet", { ...storyline, filters: [] }, { scope: "storyline", parameters: {} });
    expect(plan.parameterLine).toBe("No parameters");
  });
});

describe("describing a parameter value", () => {
  it("joins lists and says all for empty values", () => {
    expect(describeValue(["China", "India"])).toBe("China, India");
    expect(describeValue([])).toBe("all");
    expect(describeValue(null)).toBe("all");
    expect(describeValue(40)).toBe("40");
    expect(describeValue(true)).toBe("true");
  });
});

describe("the viewer's address of an export", () => {
  it("opens the frame with the export flags and the values in the viewer's codec", () => {
    const path = viewerPath("fleet ops", "overview/glance/intro", { truck: "HT-11", speed: 40 });
    const url = new URL(path, "http://localhost");
    expect(url.pathname).toBe("/storylines/fleet%20ops");
    expect(url.searchParams.get("frame")).toBe("overview/glance/intro");
    for (const flag of ["isExport", "hideTitleBar", "hideMinimap", "hideCommentary"]) {
      expect(url.searchParams.get(flag)).toBe("1");
    }
    const decoded = decodeObfuscatedParameters(
      url.searchParams.get("_parameters") ?? "",
      url.searchParams.get("_hash") ?? "",
    );
    expect(decoded).toEqual({ truck: "HT-11", speed: 40 });
  });

  it("carries no values when there are none", () => {
    expect(viewerPath("fleet", "a/b/c", {})).not.toContain("_parameters");
  });
});

describe("an export's file name", () => {
  it("names the storyline, the part exported and the day", () => {
    const at = new Date("2026-11-26T10:00:00Z");
    expect(exportFileName("fleet-operations", "storyline", "pdf", at)).toBe("fleet-operations-2026-11-26.pdf");
    expect(exportFileName("fleet-operations", "frame", "png", at)).toBe("fleet-operations-frame-2026-11-26.png");
    expect(exportFileName("ü/../x", "page", "pdf", at)).toBe("x-page-2026-11-26.pdf");
  });
});
