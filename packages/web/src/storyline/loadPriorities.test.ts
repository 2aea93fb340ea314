import { storylineFilterSchema } from "@storyframe/core";
import { describe, expect, it } from "vitest";
import { loadPrioritiesAt } from "./loadPriorities";
import type { StorylineFrame } from "./storylineFrames";

function frame(paragraphIndex: number, dataSources: string[]): StorylineFrame {
  return {
    id: `c/p/q${paragraphIndex}`,
    position: { chapterIndex: 0, pageIndex: 0, paragraphIndex },
    chapterName: "c",
    pageName: "p",
    name: `q${paragraphIndex}`,
    title: `Frame ${paragraphIndex}`,
    templateName: "t",
    data: {},
    dataSources,
  };
}

const frames = [frame(0, ["regions"]), frame(1, ["countries"]), frame(2, ["movers", "countries"]), frame(3, ["trend"])];
const regionFilter = storylineFilterSchema.parse({
  parameter: "region",
  label: "Region",
  type: "select",
  optionsFrom: { dataSource: "regionNames", valueField: "region" },
});

describe("loadPrioritiesAt", () => {
  it("puts the frame's data sources first, then the filters' options and the neighbouring frames'", () => {
    expect(loadPrioritiesAt(frames, { chapterIndex: 0, pageIndex: 0, paragraphIndex: 1 }, [regionFilter])).toEqual({
      visible: ["countries"],
      next: ["regionNames", "regions", "movers", "countries"],
    });
  });

  it("has only the next frame as a neighbour at the start, and only the previous one at the end", () => {
    expect(loadPrioritiesAt(frames, { chapterIndex: 0, pageIndex: 0, paragraphIndex: 0 }, [])).toEqual({
      visible: ["regions"],
      next: ["countries"],
    });
    expect(loadPrioritiesAt(frames, { chapterIndex: 0, pageIndex: 0, paragraphIndex: 3 }, [])).toEqual({
      visible: ["trend"],
      next: ["movers", "countries"],
    });
  });
});
