import type { EditorTemplate } from "@storyframe/core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { debugDocument, debugTarget } from "../../test/debugTargetFixture";
import { type DebugTarget, storylineKey, useDebuggerStore } from "../debuggerStore";
import { EditorLinkController, type EditorLinkDependencies } from "./editorLinkController";
import { FakeLinkSocket } from "./fakeLinkSocket";

const slider = {
  name: "Slider",
  family: "inputs",
  description: "Picks a number.",
  selfClosing: true,
  attributes: [],
};
/** Where the Debugger keeps the edits of the storyline `ops` on main, the branch the link reports. */
const OPS = storylineKey("ops", "main");
const card = { name: "card", jsx: "<h3>{frame.heading}</h3>", css: "", includes: [] };

let controller: EditorLinkController;
let target: DebugTarget;
let painted: (() => void)[];

function startLink(overrides: Partial<EditorLinkDependencies> = {}): FakeLinkSocket {
  controller = new EditorLinkController({
    url: "ws://localhost:11223",
    createSocket: (url) => new FakeLinkSocket(url),
    loadDocumentation: async () => [slider],
    branch: () => "main",
    afterPaint: (callback) => painted.push(callback),
    prepareRendering: async () => {},
    ...overrides,
  });
  controller.connect();
  const socket = FakeLinkSocket.latest();
  socket.open();
  return socket;
}

beforeEach(() => {
  FakeLinkSocket.created = [];
  painted = [];
  useDebuggerStore.setState(useDebuggerStore.getInitialState(), true);
  target = debugTarget();
  useDebuggerStore.getState().setTarget(target);
});

afterEach(() => {
  controller.dispose();
  target.session.controller.dispose();
  vi.restoreAllMocks();
});

describe("the editor link, once connected", () => {
  it("announces the storyline and sends its templates, their CSS classes, the frame's data and the documentation", async () => {
    const socket = startLink();
    await vi.waitFor(() => expect(socket.messagesOf("LOAD_COMPONENT_DOCUMENTATION")).toHaveLength(1));

    expect(socket.messages().map((message) => message.type)).toEqual([
      "STORYLINE_LOADED",
      "LOAD_TEMPLATES",
      "LOAD_CSS_CLASSES",
      "LOAD_CANVAS_DATA",
      "LOAD_COMPONENT_DOCUMENTATION",
    ]);
    expect(socket.messagesOf("STORYLINE_LOADED")[0]).toEqual({
      type: "STORYLINE_LOADED",
      storylineId: "ops",
      branch: "main",
      title: "Operations",
      templateNames: ["card"],
    });
    expect(socket.messagesOf("LOAD_TEMPLATES")[0]).toMatchObject({ reason: "connect", templates: [card] });
    expect(socket.messagesOf("LOAD_CANVAS_DATA")[0]).toMatchObject({
      frame: { id: "c1/p1/overview", templateName: "card", chapter: "c1", page: "p1", paragraph: "overview" },
      frameData: { heading: "overview" },
      parameters: { site: "North" },
    });
    expect(socket.messagesOf("LOAD_COMPONENT_DOCUMENTATION")[0]?.components).toEqual([slider]);
  });

  it("sends the new storyline's templates when the viewer opens another one", () => {
    const socket = startLink();
    const other = debugTarget({ ...debugDocument(), id: "fleet", title: "Fleet" });

    useDebuggerStore.getState().setTarget(other);

    expect(socket.messagesOf("STORYLINE_LOADED").map((message) => message.storylineId)).toEqual(["ops", "fleet"]);
    expect(socket.messagesOf("LOAD_TEMPLATES").at(-1)).toMatchObject({ storylineId: "fleet", reason: "storyline" });
    other.session.controller.dispose();
  });

  it("sends the frame's data when the viewer moves to another frame", () => {
    const socket = startLink();

    target.session.navigation.getState().move("nextChapter");

    expect(socket.messagesOf("LOAD_CANVAS_DATA").at(-1)?.frame.id).toBe("c2/p1/summary");
  });

  it("applies an UPDATE_TEMPLATE live and answers TEMPLATE_RENDERED once the frame is painted", async () => {
    const socket = startLink();
    const changed: EditorTemplate = { ...card, jsx: "<h3>Changed</h3>" };

    socket.receive({ type: "UPDATE_TEMPLATE", template: changed, requestId: "4" });

    await vi.waitFor(() =>
      expect(useDebuggerStore.getState().overrides[OPS]?.card).toEqual({
        jsx: "<h3>Changed</h3>",
        css: "",
        includes: [],
      }),
    );
    expect(socket.messagesOf("TEMPLATE_RENDERED")).toEqual([]);
    for (const callback of painted) callback();
    expect(socket.messagesOf("TEMPLATE_RENDERED")).toEqual([
      { type: "TEMPLATE_RENDERED", storylineId: "ops", branch: "main", templateNames: ["card"], requestId: "4" },
    ]);
  });

  it("applies every template of an UPDATE_TEMPLATES", async () => {
    const socket = startLink();

    socket.receive({ type: "UPDATE_TEMPLATES", templates: [card, { ...card, name: "shared/note" }] });

    await vi.waitFor(() =>
      expect(Object.keys(useDebuggerStore.getState().overrides[OPS] ?? {})).toEqual(["card", "shared/note"]),
    );
  });

  it("ignores, with a warning, an update for a storyline the viewer does not show", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const socket = startLink();

    socket.receive({ type: "UPDATE_TEMPLATE", storylineId: "elsewhere", template: card });

    expect(useDebuggerStore.getState().overrides).toEqual({});
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("it is for elsewhere, the viewer shows ops"));
  });

  it("answers REQUEST_TEMPLATE with the template as the viewer renders it, and REQUEST_TEMPLATES with all", () => {
    const socket = startLink();
    useDebuggerStore.getState().applyTemplate(OPS, "card", { jsx: "<p>Live</p>", css: "", includes: [] });

    socket.receive({ type: "REQUEST_TEMPLATE", templateName: "card" });
    socket.receive({ type: "REQUEST_TEMPLATES" });

    expect(socket.messagesOf("LOAD_TEMPLATE").at(-1)?.template.jsx).toBe("<p>Live</p>");
    expect(socket.messagesOf("LOAD_TEMPLATES").at(-1)).toMatchObject({ reason: "request" });
  });

  it("saves the applied edits on SAVE_TEMPLATES, reads the storyline again and reports what was saved", async () => {
    const save = vi.fn(async () => ({ saved: ["card"] }));
    const readStorylineAgain = vi.fn(async () => {});
    const socket = startLink({ save, readStorylineAgain });
    useDebuggerStore.getState().applyTemplate(OPS, "card", { jsx: "<p>Saved</p>", css: "", includes: [] });

    socket.receive({ type: "SAVE_TEMPLATES" });

    await vi.waitFor(() => expect(socket.messagesOf("LOAD_TEMPLATES").at(-1)?.reason).toBe("save"));
    expect(save).toHaveBeenCalledWith(target.document, "main", [{ ...card, jsx: "<p>Saved</p>" }]);
    expect(readStorylineAgain).toHaveBeenCalledWith("ops", "main");
    expect(useDebuggerStore.getState().overrides[OPS]).toEqual({});
    expect(socket.messagesOf("LOAD_TEMPLATES").at(-1)).toMatchObject({ saved: ["card"] });
  });

  it("reports a failed save and keeps the applied edit", async () => {
    const save = vi.fn(async () => ({ saved: [], error: "card: Template 'card' was changed by someone else." }));
    const socket = startLink({ save, readStorylineAgain: vi.fn(async () => {}) });
    useDebuggerStore.getState().applyTemplate(OPS, "card", { jsx: "<p>Mine</p>", css: "", includes: [] });

    socket.receive({ type: "SAVE_TEMPLATES" });

    await vi.waitFor(() => expect(socket.messagesOf("LOAD_TEMPLATES").at(-1)?.reason).toBe("save"));
    expect(socket.messagesOf("LOAD_TEMPLATES").at(-1)).toMatchObject({
      saved: [],
      saveError: "card: Template 'card' was changed by someone else.",
    });
    expect(useDebuggerStore.getState().overrides[OPS]?.card?.jsx).toBe("<p>Mine</p>");
  });

  it("applies the templates a SAVE_TEMPLATES carries, then saves them", async () => {
    const save = vi.fn(async () => ({ saved: ["card"] }));
    const socket = startLink({ save });
    const given = { ...card, jsx: "<p>Given</p>" };

    socket.receive({ type: "SAVE_TEMPLATES", templates: [given] });

    await vi.waitFor(() => expect(socket.messagesOf("LOAD_TEMPLATES").at(-1)?.reason).toBe("save"));
    expect(save).toHaveBeenCalledWith(target.document, "main", [given]);
    expect(useDebuggerStore.getState().overrides[OPS]?.card?.jsx).toBe("<p>Given</p>");
  });

  it("sends the current frame's template on 'Send Template to VS Code'", () => {
    const socket = startLink();

    expect(controller.sendCurrentTemplate()).toBe(true);

    expect(socket.messagesOf("LOAD_TEMPLATE")).toEqual([
      { type: "LOAD_TEMPLATE", storylineId: "ops", branch: "main", template: card },
    ]);
  });
});
