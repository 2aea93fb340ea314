import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { defineComponent } from "../../defineComponent";
import { toTemplateComponents } from "../../templateComponents";
import { exampleOf, expectExampleRendersCleanly, namedExamples } from "../../test/exampleChecks";
import BusinessMap from "./BusinessMap/BusinessMap";
import { businessMapPropsSchema } from "./BusinessMap/BusinessMap.meta";
import { businessMapTag } from "./BusinessMap/BusinessMap.tag";
import { mapsComponentDocs } from "./docs";
import GeofenceMap from "./GeofenceMap/GeofenceMap";
import { geofenceMapPropsSchema } from "./GeofenceMap/GeofenceMap.meta";
import { geofenceMapTag } from "./GeofenceMap/GeofenceMap.tag";

const components = toTemplateComponents([
  defineComponent({ ...businessMapTag, propsSchema: businessMapPropsSchema, component: BusinessMap }),
  defineComponent({ ...geofenceMapTag, propsSchema: geofenceMapPropsSchema, component: GeofenceMap }),
]);

// jsdom cannot draw a map: the style request fails, as it would without the server, and the map says so.
beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response("{}", { status: 503 })),
  );
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("maps examples", () => {
  it.each(namedExamples(mapsComponentDocs))(
    "'%s' renders without an attribute, template or render error",
    async (name, example) => {
      await expectExampleRendersCleanly(name, example, {
        components,
        drawn: () => expect(screen.getByText("Map cannot be loaded right now, sorry.")).toBeTruthy(),
      });
    },
  );

  it("the geofence map offers the location picker, Load Specific Location waiting for a location", async () => {
    await expectExampleRendersCleanly("geofence", exampleOf(mapsComponentDocs, "GeofenceMap"), {
      components,
      drawn: () => expect(screen.getByRole("region", { name: "Geofence map" })).toBeTruthy(),
    });
    expect(screen.getByRole("button", { name: "Load Specific Location" })).toHaveProperty("disabled", true);
    for (const name of ["Load GPS", "Load Locations", "Save Updates"]) {
      expect(screen.getByRole("button", { name })).toBeTruthy();
    }
    expect(screen.getByRole("textbox", { name: "Max Marker Count" })).toBeTruthy();
  });
});
