import { MAP_STYLE_FALLBACK_METADATA_KEY } from "@storyframe/core";
import { render, screen } from "@testing-library/react";
import { createRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInCanvas } from "../../../test/renderInCanvas";
import BusinessMap from "../BusinessMap/BusinessMap";
import { businessMapPropsSchema } from "../BusinessMap/BusinessMap.meta";
import { loadMapLibre } from "./loadMapLibre";
import { MapFrame } from "./MapFrame";
import { MAP_LOAD_FAILED_MESSAGE } from "./mapConstants";
import { fallbackNoteOf, mapStyleUrl } from "./mapStyleDocument";

// MapLibre cannot draw in jsdom: only its download is replaced, to fail as a script that cannot be loaded would.
vi.mock("./loadMapLibre", () => ({ loadMapLibre: vi.fn() }));

const lightStyle = { version: 8, name: "Storyframe light", metadata: {}, sources: {}, layers: [] };
const props = businessMapPropsSchema.parse({});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("loading a map", () => {
  it("says 'Map cannot be loaded right now, sorry.' when its script cannot be loaded", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json(lightStyle)),
    );
    vi.mocked(loadMapLibre).mockRejectedValue(new TypeError("Failed to fetch dynamically imported module"));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    renderInCanvas(<BusinessMap {...props} />);
    expect((await screen.findByRole("alert")).textContent).toBe("Map cannot be loaded right now, sorry.");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("/tiles/styles/light.json"), expect.any(TypeError));
  });

  it("says the same when its style cannot be loaded", async () => {
    const fetch = vi.fn(async () => new Response("{}", { status: 404 }));
    vi.stubGlobal("fetch", fetch);
    vi.mocked(loadMapLibre).mockReturnValue(new Promise(() => {}));
    vi.spyOn(console, "warn").mockImplementation(() => {});
    renderInCanvas(<BusinessMap {...props} mapStyle="dark" baseUrl="https://maps.example.com/storyframe" />);
    expect((await screen.findByRole("alert")).textContent).toBe(MAP_LOAD_FAILED_MESSAGE);
    expect(fetch).toHaveBeenCalledWith(
      "https://maps.example.com/storyframe/tiles/styles/dark.json",
      expect.objectContaining({ headers: { Accept: "application/json" } }),
    );
  });
});

describe("map styles", () => {
  it("come from the page's own server unless a base address is given", () => {
    expect(mapStyleUrl("light", "", "http://127.0.0.1:3000")).toBe("http://127.0.0.1:3000/tiles/styles/light.json");
    expect(mapStyleUrl("satellite-streets", "https://maps.example.com/", "http://127.0.0.1:3000")).toBe(
      "https://maps.example.com/tiles/styles/satellite-streets.json",
    );
  });

  it("are the named tenant's in explicit-domain mode, not the host's", () => {
    expect(mapStyleUrl("dark", "", "http://127.0.0.1:3000", "acme")).toBe(
      "http://127.0.0.1:3000/tiles/styles/dark.json?domainName=acme",
    );
  });

  it("carry a note when they fell back to the local basemap, which the map shows as a banner", () => {
    const note = "The satellite imagery is not configured; the local basemap is shown.";
    expect(fallbackNoteOf({ ...lightStyle, metadata: { [MAP_STYLE_FALLBACK_METADATA_KEY]: note } })).toBe(note);
    expect(fallbackNoteOf(lightStyle)).toBeNull();
    render(<MapFrame containerRef={createRef()} label="Site map" height={300} failed={false} fallbackNote={note} />);
    expect(screen.getByRole("note").textContent).toBe(note);
    expect(screen.getByRole("region", { name: "Site map" })).toBeTruthy();
  });
});
