/** What a map shows when its style or its script cannot be loaded (canvas-components §8). */
export const MAP_LOAD_FAILED_MESSAGE = "Map cannot be loaded right now, sorry.";

/** A map's centre, latitude and longitude in degrees. */
export type MapCentre = { lat: number; lon: number };

/** The business map's view when none is given: roughly southern Africa, zoom 4 (canvas-components §9). */
export const BUSINESS_MAP_DEFAULT_CENTRE: MapCentre = { lat: -26, lon: 25 };
export const BUSINESS_MAP_DEFAULT_ZOOM = 4;

/** A selected point is drawn purple, size 20 (canvas-components §9). */
export const SELECTED_POINT_COLOUR = "#800080";
export const SELECTED_POINT_SIZE = 20;

/** Where a map's action buttons sit (canvas-components §9), bottom-right unless said. */
export const ACTION_POSITIONS = ["top-left", "top-right", "bottom-left", "bottom-right"] as const;
export type ActionPosition = (typeof ACTION_POSITIONS)[number];
export const DEFAULT_ACTION_POSITION: ActionPosition = "bottom-right";

/** The geofence map's view when the browser has none stored (canvas-components §9). */
export const GEOFENCE_MAP_DEFAULT_CENTRE: MapCentre = { lat: -26.3124, lon: 28.1332 };
export const GEOFENCE_MAP_DEFAULT_ZOOM = 15;

/** Polygons are drawn blue with a 2 px stroke (canvas-components §9). */
export const POLYGON_COLOUR = "#0000ff";
export const POLYGON_STROKE_WIDTH = 2;

/** GPS markers: red at a standstill, green while moving, size 4 (canvas-components §3 GPS reading). */
export const GPS_STOPPED_COLOUR = "#ff0000";
export const GPS_MOVING_COLOUR = "#008000";
export const GPS_MARKER_SIZE = 4;
