import { beforeEach, describe, expect, it, vi } from "vitest";
import { canvasComponents } from "./canvasComponents";
import { preloadOpeningFrameCode } from "./openingFrameCode";

const preloaded = vi.hoisted(() =>
  vi.fn((_template: string, _templates: unknown, _components: unknown) => Promise.resolve()),
);
vi.mock("@storyframe/canvas", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@storyframe/canvas")>()),
  preloadComponentsOf: preloaded,
}));

/** A storyline as the content API sends it: two frames on different templates. */
const body = {
  id: "ops",
  name: "ops",
  title: "Operations",
  chapters: [
    {
      name: "fleet",
      pages: [
        {
          name: "glance",
          paragraphs: [
            { name: "overview", title: "Overview", templateName: "cards" },
            { name: "trend", title: "Trend", templateName: "chart" },
          ],
        },
      ],
    },
  ],
  dataSources: [],
  templates: { cards: { jsx: "<p />", css: "" }, chart: { jsx: "<p />", css: "" } },
};

beforeEach(() => preloaded.mockClear());

describe("the opening frame's code", () => {
  it("is that of the first frame, from the storyline as the server sent it", async () => {
    await preloadOpeningFrameCode(body, "");
    expect(preloaded).toHaveBeenCalledTimes(1);
    expect(preloaded.mock.calls[0]?.[0]).toBe("cards");
    expect(preloaded.mock.calls[0]?.[2]).toBe(canvasComponents);
  });

  it("is that of the frame the address names", async () => {
    await preloadOpeningFrameCode(body, "?frame=fleet/glance/trend");
    expect(preloaded.mock.calls.map(([template]) => template)).toEqual(["chart"]);
  });

  it("is nothing for an answer that is not a storyline", async () => {
    await preloadOpeningFrameCode({ message: "Storyline not found." }, "");
    expect(preloaded).not.toHaveBeenCalled();
  });
});
