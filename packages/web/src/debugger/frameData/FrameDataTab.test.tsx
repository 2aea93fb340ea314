import { EditorView } from "@codemirror/view";
import { storylineSchema } from "@storyframe/core";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { StorylineDocument } from "../../storyline/storylineApi";
import type { StorylineSession } from "../../storyline/storylineSession";
import { debugTarget } from "../../test/debugTargetFixture";
import { FrameDataTab } from "./FrameDataTab";

function twoFrames(): StorylineDocument {
  const authored = storylineSchema.parse({
    name: "ops",
    title: "Operations",
    chapters: [
      {
        name: "c1",
        pages: [
          {
            name: "p1",
            paragraphs: [
              { name: "q1", title: "Q1", templateName: "card", data: { note: "first" } },
              { name: "q2", title: "Q2", templateName: "card", data: { note: "second" } },
            ],
          },
        ],
      },
    ],
  });
  return { ...authored, id: "ops", dataSources: [], templates: {}, missingTemplates: [] };
}

function renderTab(): StorylineSession {
  const target = debugTarget(twoFrames());
  render(<FrameDataTab target={target} />);
  return target.session;
}

function editor(): EditorView {
  const view = EditorView.findFromDOM(screen.getByRole("textbox", { name: "Frame data editor" }));
  if (!view) throw new Error("no frame data editor");
  return view;
}

function type(text: string): void {
  const view = editor();
  act(() => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text }, userEvent: "input" }));
}

const apply = () => userEvent.click(screen.getByRole("button", { name: "Apply Changes" }));

describe("the Frame Data tab", () => {
  it("shows the current frame's data and follows the viewer to another frame", () => {
    const session = renderTab();
    expect(JSON.parse(editor().state.doc.toString())).toEqual({ note: "first" });
    act(() => session.navigation.getState().move("nextParagraph"));
    expect(JSON.parse(editor().state.doc.toString())).toEqual({ note: "second" });
  });

  it("applies edited JSON as the frame's data", async () => {
    const session = renderTab();
    type('{ "note": "edited", "count": 2 }');
    await apply();
    expect(session.controller.getSnapshot().frameData).toEqual({ note: "edited", count: 2 });
    expect(screen.getByText("Frame data applied.")).toBeTruthy();
  });

  it("shows 'Failed to parse JSON: …' for text that is not JSON and changes nothing", async () => {
    const session = renderTab();
    type('{ "note": ');
    await apply();
    expect(screen.getByText(/^Failed to parse JSON: .+/)).toBeTruthy();
    expect(session.controller.getSnapshot().frameData).toEqual({ note: "first" });
    expect(editor().state.doc.toString()).toBe('{ "note": ');
  });

  it("refuses a value that is not an object", async () => {
    const session = renderTab();
    type("[1, 2, 3]");
    await apply();
    expect(screen.getByText("Frame data must be a JSON object ({ … }), not an array.")).toBeTruthy();
    expect(session.controller.getSnapshot().frameData).toEqual({ note: "first" });
  });

  it("keeps an edit when the frame's data changes meanwhile, and says so", () => {
    const session = renderTab();
    type('{ "note": "mine" }');
    act(() => session.controller.setFrameData("note", "changed by the canvas"));
    expect(editor().state.doc.toString()).toBe('{ "note": "mine" }');
    expect(
      screen.getByText("The frame's data changed since you started editing; applying replaces it with your text."),
    ).toBeTruthy();
  });
});
