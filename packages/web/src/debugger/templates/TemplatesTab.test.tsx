import { EditorView } from "@codemirror/view";
import { ThemeProvider } from "@mui/material/styles";
import { storylineSchema } from "@storyframe/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useVersionStore } from "../../api/contentVersion";
import { createQueryClient } from "../../app/queryClient";
import { useAppStore } from "../../app/store";
import { theme } from "../../app/theme";
import type { StorylineDocument } from "../../storyline/storylineApi";
import { storylineQuery } from "../../storyline/storylineQuery";
import { makeClientSettings } from "../../test/clientSettingsFixture";
import { debugTarget } from "../../test/debugTargetFixture";
import { resetAppStore } from "../../test/resetAppStore";
import { stubFetchInEachTest } from "../../test/stubFetch";
import { storylineKey, useDebuggerStore } from "../debuggerStore";
import { TemplatesTab } from "./TemplatesTab";
import { useTemplateDrafts } from "./templateDrafts";
import { loadTemplateEngine } from "./templateEngine";

const fetchMock = stubFetchInEachTest();

/** Where the Debugger keeps the edits of the storyline `ops` on main. */
const OPS = storylineKey("ops", "main");
const PAGE_JSX = '<main><Include path="shared/card"/></main>';
const CONFLICT =
  "Template 'ops/page' was changed by someone else (now version 5, you edited version 4). Reload it and apply your changes again.";

function storyline(templates: StorylineDocument["templates"]): StorylineDocument {
  const authored = storylineSchema.parse({
    name: "ops",
    title: "Operations",
    chapters: [
      { name: "c1", pages: [{ name: "p1", paragraphs: [{ name: "q1", title: "Q1", templateName: "ops/page" }] }] },
    ],
  });
  return { ...authored, id: "ops", version: 1, dataSources: [], templates, missingTemplates: [] };
}

const stored = storyline({
  "ops/page": { jsx: PAGE_JSX, css: ".page {}", includes: ["shared/card"], version: 4 },
  "shared/card": { jsx: "<p>card</p>", css: "", includes: [], version: 2 },
});

type Sent = { body: Record<string, unknown> };
let puts: Sent[];
let putAnswers: Response[];
/** What `GET storylines/ops` answers: the storyline as stored now. */
let storedNow: StorylineDocument;

function answerAsMetastore(): void {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.endsWith("/api/web/v1/version")) {
      return new Response(JSON.stringify({ metastore: "0.9.0", datamodel: "0.0.2" }));
    }
    if (init?.method === "PUT") {
      puts.push({ body: JSON.parse(String(init.body)) });
      return putAnswers.shift() ?? new Response("[]");
    }
    if (url.endsWith("/api/web/v1/storylines/ops")) return new Response(JSON.stringify(storedNow));
    return new Response("{}", { status: 404 });
  });
}

function renderTab() {
  const client = createQueryClient();
  const { queryKey } = storylineQuery("ops", "main");
  client.setQueryData(queryKey, stored);
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <TemplatesTab target={debugTarget(stored)} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { storylineInvalidated: () => client.getQueryState(queryKey)?.isInvalidated ?? false };
}

function editor(name: "JSX editor" | "CSS editor"): EditorView {
  const view = EditorView.findFromDOM(screen.getByRole("textbox", { name }));
  if (!view) throw new Error(`no ${name}`);
  return view;
}

function type(name: "JSX editor" | "CSS editor", text: string): void {
  const view = editor(name);
  act(() => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text }, userEvent: "input" }));
}

const savedAnswer = (versions: Record<string, number>) =>
  new Response(JSON.stringify(Object.entries(versions).map(([name, version]) => ({ name, version, storedOnMs: 1 }))));

beforeEach(async () => {
  // Loaded before the tab opens, so typed JSX is read by the parser from the first keystroke.
  await loadTemplateEngine();
  puts = [];
  putAnswers = [];
  storedNow = stored;
  useAppStore.setState({ settings: makeClientSettings() });
  answerAsMetastore();
});
afterEach(() => {
  resetAppStore();
  useVersionStore.setState(useVersionStore.getInitialState(), true);
  useTemplateDrafts.setState(useTemplateDrafts.getInitialState(), true);
  useDebuggerStore.setState(useDebuggerStore.getInitialState(), true);
});

describe("the Templates tab", () => {
  it("lists the frame's template with its includes and shows the selected one's JSX and CSS", async () => {
    renderTab();
    const hierarchy = within(screen.getByRole("navigation", { name: "Template hierarchy" }));
    expect(hierarchy.getAllByRole("button").map((button) => button.textContent)).toEqual(["ops/page", "shared/card"]);
    expect(editor("JSX editor").state.doc.toString()).toBe(PAGE_JSX);
    expect(editor("CSS editor").state.doc.toString()).toBe(".page {}");
    await userEvent.click(hierarchy.getByRole("button", { name: "shared/card" }));
    expect(editor("JSX editor").state.doc.toString()).toBe("<p>card</p>");
  });

  it("shows the template engine's parse error under the JSX once typing pauses, and clears it when fixed", async () => {
    renderTab();
    type("JSX editor", "<p>{)}</p>");
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      "JSX error: Unexpected token (line 1, column 5)",
    );
    type("JSX editor", "<p>{1}</p>");
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("applies the typed text to the viewer's frame without saving it", async () => {
    renderTab();
    type("CSS editor", ".page { color: red }");
    await userEvent.click(screen.getByRole("button", { name: "Apply Changes" }));
    expect(useDebuggerStore.getState().overrides[OPS]?.["ops/page"]).toEqual({
      jsx: PAGE_JSX,
      css: ".page { color: red }",
      includes: ["shared/card"],
    });
    expect(puts).toEqual([]);
    expect(screen.getByText("Changes applied to the frame; they are not saved.")).toBeTruthy();
  });

  it("saves the template with its includes at the versions it was read at, then reads the storyline again", async () => {
    const { storylineInvalidated } = renderTab();
    type("JSX editor", "<main>new</main>");
    await userEvent.click(screen.getByRole("button", { name: "Apply Changes" }));
    putAnswers.push(savedAnswer({ "ops/page": 5 }));
    await userEvent.click(screen.getByRole("button", { name: "Save Template" }));
    expect(await screen.findByText("Template saved: ops/page (version 5).")).toBeTruthy();
    expect(puts.map((put) => put.body)).toEqual([
      // The typed JSX no longer includes shared/card, so it is saved alone.
      { id: "ops/page", jsx: "<main>new</main>", css: ".page {}", version: 4, includes: [] },
    ]);
    expect(storylineInvalidated()).toBe(true);
    expect(useTemplateDrafts.getState().drafts[OPS]).toEqual({});
    expect(useDebuggerStore.getState().overrides[OPS]).toEqual({});
  });

  it("shows the server's conflict message for a stale version and Reload drops the edit and reads the storyline again", async () => {
    const { storylineInvalidated } = renderTab();
    type("JSX editor", `${PAGE_JSX}<hr/>`);
    putAnswers.push(new Response(JSON.stringify({ message: CONFLICT }), { status: 409 }));
    await userEvent.click(screen.getByRole("button", { name: "Save Template" }));
    expect(await screen.findByText(CONFLICT)).toBeTruthy();
    // The edit stays until the developer chooses.
    expect(editor("JSX editor").state.doc.toString()).toBe(`${PAGE_JSX}<hr/>`);
    await userEvent.click(screen.getByRole("button", { name: "Reload" }));
    expect(storylineInvalidated()).toBe(true);
    expect(editor("JSX editor").state.doc.toString()).toBe(PAGE_JSX);
    expect(screen.queryByText(CONFLICT)).toBeNull();
  });

  it("Overwrite saves the edit over the stored version and keeps the stored text of templates not edited here", async () => {
    renderTab();
    type("JSX editor", `${PAGE_JSX}<hr/>`);
    putAnswers.push(new Response(JSON.stringify({ message: CONFLICT }), { status: 409 }));
    await userEvent.click(screen.getByRole("button", { name: "Save Template" }));
    await screen.findByText(CONFLICT);
    storedNow = storyline({
      "ops/page": { jsx: "<main>theirs</main>", css: "", includes: [], version: 5 },
      "shared/card": { jsx: "<p>their card</p>", css: "", includes: [], version: 3 },
    });
    putAnswers.push(savedAnswer({ "ops/page": 6, "shared/card": 4 }));
    await userEvent.click(screen.getByRole("button", { name: "Overwrite" }));
    expect(await screen.findByText("Template saved: ops/page (version 6), shared/card (version 4).")).toBeTruthy();
    expect(puts[1]?.body).toEqual({
      id: "ops/page",
      jsx: `${PAGE_JSX}<hr/>`,
      css: ".page {}",
      version: 5,
      includes: [{ id: "shared/card", jsx: "<p>their card</p>", css: "", version: 3, includes: [] }],
    });
  });

  it("shows a refused save's response text as an error and keeps the edit", async () => {
    renderTab();
    type("JSX editor", "<p>{)}</p>");
    const body = {
      message: "An error occurred while parsing template.",
      errors: { jsx: ["Template 'ops/page': JSX error: Unexpected token (line 1, column 5)"] },
    };
    putAnswers.push(new Response(JSON.stringify(body), { status: 400 }));
    await userEvent.click(screen.getByRole("button", { name: "Save Template" }));
    expect(await screen.findByText("An error occurred while parsing template.")).toBeTruthy();
    expect(screen.getByText("Template 'ops/page': JSX error: Unexpected token (line 1, column 5)")).toBeTruthy();
    expect(editor("JSX editor").state.doc.toString()).toBe("<p>{)}</p>");
  });
});
