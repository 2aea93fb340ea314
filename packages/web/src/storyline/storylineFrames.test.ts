import { shapeOf, storylineSchema } from "@storyframe/core";
import { describe, expect, it } from "vitest";
import type { StorylineDocument } from "./storylineApi";
import { framesOf, framesOneMoveAway } from "./storylineFrames";

const paragraph = (name: string) => ({ name, title: name, templateName: "t" });
const document: StorylineDocument = {
  ...storylineSchema.parse({
    name: "ops",
    title: "Operations",
    chapters: [
      {
        name: "intro",
        pages: [
          { name: "one", paragraphs: [paragraph("a"), paragraph("b"), paragraph("c")] },
          { name: "two", paragraphs: [paragraph("d")] },
        ],
      },
      { name: "detail", pages: [{ name: "three", paragraphs: [paragraph("e")] }] },
    ],
  }),
  id: "ops",
  dataSources: [],
  templates: {},
  missingTemplates: [],
};
const frames = framesOf(document);
const shape = shapeOf(document.chapters);
const names = (at: { chapterIndex: number; pageIndex: number; paragraphIndex: number }) =>
  framesOneMoveAway(frames, shape, at).map((frame) => frame.name);

describe("framesOneMoveAway", () => {
  it("gives the frames a paragraph, page or chapter move reaches, each once, in reading order", () => {
    expect(names({ chapterIndex: 0, pageIndex: 0, paragraphIndex: 1 })).toEqual(["a", "c", "d", "e"]);
  });

  it("gives what the moves reach from the last frame: the previous paragraph, page and chapter", () => {
    expect(names({ chapterIndex: 1, pageIndex: 0, paragraphIndex: 0 })).toEqual(["a", "d"]);
  });
});
