import { defineComponentDocs } from "../../../defineComponent";

/** What authors read about GeofenceMap in the gallery: its description, attribute table and live examples. */
export const geofenceMapDocs = defineComponentDocs({
  name: "GeofenceMap",
  description:
    "An editor of geofence polygons on the hybrid satellite map (the local basemap with a note when no imagery is " +
    "configured), without rotation. Above it the location picker: Load Specific Location (once a location is " +
    "chosen) zooms to that polygon, Load GPS shows up to Max Marker Count GPS readings of the view (empty means " +
    "1000; red at a standstill, green moving), Load Locations loads the view's polygons, and Save Updates sends the " +
    "added and modified polygons. 'Draw polygon' at the bottom left draws a new one: click its corners and click the " +
    "first again to close it. Clicking a polygon opens its Edit dialog: Accept Changes keeps the change until Save " +
    "Updates, Delete deletes it on the server at once. New polygons take running numeric ids, or in metadata mode " +
    "generated ids and the attributes Site, Location Type, Turn around time (mins), Minimum turn around time (mins) " +
    "and Lane. The view is remembered in the browser. In a storyline the calls go to the server's geofence API as " +
    "the signed-in user; in the gallery the polygons stay in the page.",
  attributes: [
    {
      name: "baseUrl",
      type: "string",
      description: "The server of the geofence calls and the basemap. Empty: this app's server.",
    },
    {
      name: "metadataMode",
      type: "boolean",
      description:
        "Give new polygons generated ids and the extra attributes (site, location type, turn-around times, lane).",
    },
    { name: "height", type: "number", description: "The map's height in pixels, 600 unless given." },
    { name: "label", type: "string", description: "The map's accessible name, 'Geofence map' unless given." },
    {
      name: "storageKey",
      type: "string",
      description: "The browser storage key the view (centre and zoom) is kept under, 'map-settings' unless given.",
    },
  ],
  examples: [
    { title: "Draw and edit geofences", template: '<GeofenceMap height={480} storageKey="gallery-geofence-map" />' },
    {
      title: "Metadata mode",
      template: '<GeofenceMap metadataMode height={480} storageKey="gallery-geofence-map-metadata" />',
    },
  ],
});
