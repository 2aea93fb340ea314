import type { ComponentDocs } from "../../defineComponent";
import { businessMapDocs } from "./BusinessMap/BusinessMap.docs";
import { geofenceMapDocs } from "./GeofenceMap/GeofenceMap.docs";

/** The docs of the maps family, in the order of `mapsComponents`. */
export const mapsComponentDocs: readonly ComponentDocs[] = [businessMapDocs, geofenceMapDocs];
