import { type ComponentType, lazy } from "react";
import type { z } from "zod";
import { defineComponent, type RegisteredComponent } from "../../defineComponent";
import { businessMapTag } from "./BusinessMap/BusinessMap.tag";
import { geofenceMapTag } from "./GeofenceMap/GeofenceMap.tag";

/**
 * A component's code and its props schema, loaded on first use: asking for the schema asks for the code too,
 * so both download at once (the module loader hands `lazy` the same request).
 */
function loadedOnUse<Props extends object>(
  loadComponent: () => Promise<{ default: ComponentType<Props> }>,
  loadPropsSchema: () => Promise<z.ZodType<Props>>,
) {
  return {
    component: lazy(loadComponent),
    loadPropsSchema: () => {
      void loadComponent().catch(() => undefined); // a failure shows when the component renders
      return loadPropsSchema();
    },
  };
}

/**
 * The maps family, in the order the gallery lists it. The maps' code and props schemas load with the first frame
 * that shows a map, and MapLibre itself (a chunk of its own) when the map is made: never with the viewer.
 */
export const mapsComponents: readonly RegisteredComponent[] = [
  defineComponent({
    ...businessMapTag,
    ...loadedOnUse(
      () => import("./BusinessMap/BusinessMap"),
      async () => (await import("./BusinessMap/BusinessMap.meta")).businessMapPropsSchema,
    ),
  }),
  defineComponent({
    ...geofenceMapTag,
    ...loadedOnUse(
      () => import("./GeofenceMap/GeofenceMap"),
      async () => (await import("./GeofenceMap/GeofenceMap.meta")).geofenceMapPropsSchema,
    ),
  }),
];
