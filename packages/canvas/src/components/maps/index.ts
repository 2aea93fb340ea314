import { defineComponent, loadedOnUse, type RegisteredComponent } from "../../defineComponent";
import { businessMapTag } from "./BusinessMap/BusinessMap.tag";
import { geofenceMapTag } from "./GeofenceMap/GeofenceMap.tag";

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
