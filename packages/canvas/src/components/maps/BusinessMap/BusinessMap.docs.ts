import { MAP_STYLE_NAMES } from "@storyframe/core";
import { defineComponentDocs } from "../../../defineComponent";
import { ACTION_POSITIONS } from "../shared/mapConstants";
import { contractOptions, gpsReadings, poiTypeOptions, sitePois } from "./businessMapExamples";

/** What authors read about BusinessMap in the gallery: its description, attribute table and live examples. */
export const businessMapDocs = defineComponentDocs({
  name: "BusinessMap",
  description:
    "A map of points of interest and GPS readings, drawn with MapLibre from the server's offline basemap in one of " +
    "ten styles (light unless chosen). Points draw as one WebGL layer, so thousands stay smooth. Hovering a point " +
    "or a GPS marker shows its name; with the 'select' click action a click toggles the point in the selection " +
    "(purple, size 20), up to maxSelectionCount, and opens a popup whose 'View KPI Dashboard' button calls " +
    "onViewKpiDashboard or follows the point's target. With the 'poi' click action a click opens the Edit POI / " +
    "Location Information dialog: editable for a point with an id when allowPoiEditing is set, read-only otherwise " +
    "('Unknown Location' where no point is); Save sets poi_id, poi_name, poi_type_id, poi_contract_id and " +
    "poi_geofence_radius and applies them. A style whose imagery is not configured shows the local basemap with a " +
    "note; a map that cannot be loaded says 'Map cannot be loaded right now, sorry.'",
  attributes: [
    {
      name: "points",
      type: "{ id, name, lat, lon, color, size, target, poiTypeId, contractId, geofenceRadius }[]",
      description:
        "The points (POIs). id may be null; size is the radius in pixels (6 unless given); target is the address " +
        "'View KPI Dashboard' opens.",
    },
    {
      name: "gpsReadings",
      type: "{ reg_num, speed_kmph, time_to_prev_reading_mins, latitude, longitude }[]",
      description:
        "GPS readings (the rows of getgpsdata), drawn as markers of size 4, red at speed 0 and green otherwise, " +
        "titled with the registration number, the speed in km/h and the minutes since the previous reading.",
    },
    { name: "mapStyle", type: "string", description: "The map's style.", options: MAP_STYLE_NAMES },
    {
      name: "baseUrl",
      type: "string",
      description: "The server the basemap comes from (its /tiles/styles/<name>.json). Empty: this app's server.",
    },
    { name: "center", type: "{ lat, lon }", description: "The view's centre; roughly southern Africa unless given." },
    { name: "zoom", type: "number", description: "The view's zoom, 0 to 22; 4 unless given." },
    {
      name: "persistView",
      type: "boolean",
      description:
        "Keep the centre and zoom the user chose when the points are bound afresh (otherwise the view returns to center and zoom).",
    },
    { name: "height", type: "number", description: "The map's height in pixels, 400 unless given." },
    { name: "label", type: "string", description: "The map's accessible name, 'Business map' unless given." },
    {
      name: "clickAction",
      type: "string",
      description: "What a click does: 'select' toggles the point in the selection, 'poi' opens the POI dialog.",
      options: ["select", "poi"],
    },
    {
      name: "selectedParameter",
      type: "string",
      description: "The parameter holding the selected points, each { id, name, lat, lon }.",
    },
    {
      name: "maxSelectionCount",
      type: "number",
      description: "The most points the selection holds; it is truncated to this many.",
    },
    {
      name: "onMaxSelectionReached",
      type: "(selection, api) => void",
      description: "Called when a click leaves the selection at its maximum or could not add beyond it.",
    },
    {
      name: "onViewKpiDashboard",
      type: "(point, api) => boolean | void",
      description: "Called by the popup's 'View KPI Dashboard' button; returning true also follows the point's target.",
    },
    {
      name: "allowPoiEditing",
      type: "boolean",
      description: "Whether the POI dialog edits a point that has an id (otherwise it is read-only).",
    },
    {
      name: "editParameter",
      type: "string",
      description:
        "A parameter each save is also written to, as { operation: 'save-poi', poi_id, poi_name, poi_type_id, " +
        "poi_contract_id, poi_geofence_radius, request_id }, for a data source that writes.",
    },
    { name: "poiTypeOptions", type: "{ value, label }[]", description: "The POI types the dialog offers." },
    { name: "contractOptions", type: "{ value, label }[]", description: "The contracts the dialog offers." },
    { name: "actions", type: "{ id, label }[]", description: "Buttons over the map, in one corner." },
    {
      name: "actionsPosition",
      type: "string",
      description: "The corner of the action buttons, bottom-right unless given.",
      options: ACTION_POSITIONS,
    },
    {
      name: "onAction",
      type: "(id, api) => void",
      description: "Called with an action button's id when it is clicked.",
    },
  ],
  examples: [
    {
      title: "The demo site's POIs and trucks, selection up to two points",
      template:
        "<BusinessMap points={frame.pois} gpsReadings={frame.gps} center={{ lat: -26.3105, lon: 28.1332 }} zoom={14}\n" +
        '  selectedParameter="selectedPois" maxSelectionCount={2}\n' +
        '  actions={[{ id: "clear", label: "Clear selection" }]}\n' +
        '  onAction={(id, api) => api.setParameter("selectedPois", [])} />',
      frame: { pois: sitePois, gps: gpsReadings },
      parameters: { selectedPois: [] },
    },
    {
      title: "POI dialog: a click edits the POI (or shows an unknown location)",
      template:
        '<BusinessMap points={frame.pois} center={{ lat: -26.3105, lon: 28.1332 }} zoom={14} mapStyle="satellite-streets"\n' +
        '  clickAction="poi" allowPoiEditing poiTypeOptions={frame.poiTypes} contractOptions={frame.contracts}\n' +
        '  actionsPosition="top-left" />',
      frame: { pois: sitePois, poiTypes: poiTypeOptions, contracts: contractOptions },
      parameters: { poi_id: null, poi_name: null, poi_type_id: null, poi_contract_id: null, poi_geofence_radius: null },
    },
  ],
});
