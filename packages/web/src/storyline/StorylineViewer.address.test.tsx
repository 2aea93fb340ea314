import { DEFAULT_USER_PREFERENCES, decodeObfuscatedParameters, storylineSchema } from "@storyframe/core";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { type NavigateFunction, useLocation, useNavigate } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { useAppStore } from "../app/store";
import { resetAppStore } from "../test/resetAppStore";
import { makeSession } from "../test/sessionFixture";
import { renderStorylineViewer } from "../test/storylineViewer";
import { OnDemandFilterField } from "./filters/FilterFieldSlot";
import type { StorylineDocument } from "./storylineApi";

function storyline(titles = ["Overview", "Detail"]): StorylineDocument {
  const parsed = storylineSchema.parse({
    name: "ops",
    title: "Operations",
    parameterValues: { site: "North" },
    filters: [{ parameter: "site", label: "Site", type: "text" }],
    chapters: [
      {
        name: "fleet",
        pages: [
          {
            name: "glance",
            paragraphs: titles.map((title) => ({
              name: title.toLowerCase(),
              title,
              templateName: "card",
              data: { heading: title },
            })),
          },
        ],
      },
    ],
  });
  return {
    ...parsed,
    id: "ops",
    dataSources: [],
    templates: { card: { jsx: "<h3>{frame.heading}</h3>", css: "", includes: [] } },
    missingTemplates: [],
  };
}

let address = "";
let go: NavigateFunction = () => undefined;

function AddressProbe() {
  const location = useLocation();
  address = `${location.pathname}${location.search}`;
  go = useNavigate();
  return null;
}

function renderViewer(entries: string[], titles?: string[]) {
  return renderStorylineViewer(storyline(titles), entries, <AddressProbe />);
}

/** The frame's heading; the first render of a storyline may take a while on a busy machine. */
function shown(title: string) {
  return screen.findByRole("heading", { name: title, level: 3 }, { timeout: 5_000 });
}

function press(key: string) {
  act(() => {
    window.dispatchEvent(new KeyboardEvent("keydown", { key }));
  });
}

function parametersIn(search: string) {
  const query = new URLSearchParams(search.slice(search.indexOf("?")));
  return decodeObfuscatedParameters(query.get("_parameters") ?? "", query.get("_hash"));
}

// The filter fields' code, which the viewer loads ahead when a storyline with filters opens.
beforeAll(() => OnDemandFilterField.load());
beforeEach(() => {
  resetAppStore();
  useAppStore.getState().setSession(makeSession());
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () =>
        new Response(JSON.stringify({ ...DEFAULT_USER_PREFERENCES, slideTransitionAnimationStyle: "none" }), {
          status: 200,
          headers: { "Content-Type": "application/json" },
        }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("the storyline's address", () => {
  it("names the first frame and the filter values once the storyline opens, replacing the opening entry", async () => {
    renderViewer(["/", "/storylines/ops"]);
    await shown("Overview");
    await waitFor(() => expect(address).toMatch(/^\/storylines\/ops\?frame=fleet\/glance\/overview&_parameters=/));
    expect(parametersIn(address)).toEqual({ site: "North" });
    act(() => go(-1));
    expect(address).toBe("/");
  });

  it("opens at the frame it names, as after a reload", async () => {
    renderViewer(["/storylines/ops?frame=fleet/glance/detail"]);
    expect(await shown("Detail")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Overview", level: 3 })).toBeNull();
  });

  it("starts at the first frame when it names a frame the storyline does not have", async () => {
    renderViewer(["/storylines/ops?frame=fleet/glance/gone"]);
    await shown("Overview");
    await waitFor(() => expect(address).toContain("frame=fleet/glance/overview"));
  });

  it("takes its filter values over the storyline's own", async () => {
    renderViewer(["/storylines/ops?site=South"]);
    await shown("Overview");
    await waitFor(() => expect(address).toContain("_parameters="));
    expect(parametersIn(address)).toEqual({ site: "South" });
    expect(address).not.toContain("site=South");
  });

  it("adds an entry per frame the reader moves to, so Back and Forward step through the frames visited", async () => {
    renderViewer(["/", "/storylines/ops"]);
    await shown("Overview");
    press("ArrowDown");
    expect(await shown("Detail")).toBeTruthy();
    await waitFor(() => expect(address).toContain("frame=fleet/glance/detail"));

    act(() => go(-1));
    expect(await shown("Overview")).toBeTruthy();
    expect(address).toContain("frame=fleet/glance/overview");
    act(() => go(1));
    expect(await shown("Detail")).toBeTruthy();
    act(() => go(-2));
    expect(address).toBe("/");
  });

  it("gives a frame moved to its entry at once, so a Back right after the move returns to the frame before", async () => {
    renderViewer(["/", "/storylines/ops"], ["Overview", "Detail", "Summary"]);
    await shown("Overview");
    await waitFor(() => expect(address).toContain("frame=fleet/glance/overview"));
    press("ArrowDown");
    expect(address).toContain("frame=fleet/glance/detail");
    press("ArrowDown");
    expect(address).toContain("frame=fleet/glance/summary");

    act(() => go(-1));
    expect(await shown("Detail")).toBeTruthy();
    act(() => go(-1));
    expect(await shown("Overview")).toBeTruthy();
    act(() => go(-1));
    expect(address).toBe("/");
  });

  it("writes a filter value still on its way to the entry it was chosen on before a frame move", async () => {
    renderViewer(["/", "/storylines/ops"]);
    await shown("Overview");
    await waitFor(() => expect(address).toContain("frame=fleet/glance/overview"));
    const site = screen.getByLabelText("Site");
    fireEvent.change(site, { target: { value: "South" } });
    fireEvent.keyDown(site, { key: "Enter" });
    press("ArrowDown");
    expect(await shown("Detail")).toBeTruthy();
    expect(parametersIn(address)).toEqual({ site: "South" });

    act(() => go(-1));
    expect(await shown("Overview")).toBeTruthy();
    expect(address).toContain("frame=fleet/glance/overview");
    expect(parametersIn(address)).toEqual({ site: "South" });
  });

  it("replaces its entry when a filter value changes, so Back still returns to the previous frame", async () => {
    renderViewer(["/", "/storylines/ops"]);
    await shown("Overview");
    press("ArrowDown");
    await waitFor(() => expect(address).toContain("frame=fleet/glance/detail"));
    const field = screen.getByRole("textbox", { name: "Site" });
    act(() => {
      (field as HTMLInputElement).focus();
    });
    fireEvent.change(field, { target: { value: "East" } });
    fireEvent.keyDown(field, { key: "Enter" });
    await waitFor(() => expect(parametersIn(address)).toEqual({ site: "East" }));
    expect(address).toContain("frame=fleet/glance/detail");

    act(() => go(-1));
    expect(await shown("Overview")).toBeTruthy();
    // The filter keeps its value; the address says so.
    await waitFor(() => expect(parametersIn(address)).toEqual({ site: "East" }));
  });

  it("writes nothing once the browser's address has moved on to what the app has not shown yet", async () => {
    renderViewer(["/", "/storylines/ops"]);
    await shown("Overview");
    await waitFor(() => expect(address).toContain("frame=fleet/glance/overview"));
    const opened = address;
    // A link the reader followed, which the router has yet to render: replacing its entry would take them back.
    const before = window.location.href;
    window.history.pushState(null, "", "/elsewhere");
    try {
      press("ArrowDown");
      expect(await shown("Detail")).toBeTruthy();
      expect(address).toBe(opened);
    } finally {
      window.history.replaceState(null, "", before);
    }
  });

  it("gives the storyline focus when it opens, so the arrows step frames at once", async () => {
    renderViewer(["/storylines/ops"]);
    await shown("Overview");
    const viewer = screen.getByRole("region", { name: "Operations" });
    await waitFor(() => expect(document.activeElement).toBe(viewer));
  });
});
