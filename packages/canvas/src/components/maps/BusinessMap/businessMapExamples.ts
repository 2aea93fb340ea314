/** The demo site's POIs near the crusher (canvas-components §3 POI), for the gallery's examples. */
export const sitePois = [
  {
    id: 1,
    name: "Crusher",
    lat: -26.3124,
    lon: 28.1332,
    poiTypeId: "crusher",
    geofenceRadius: 150,
    target: "#crusher",
  },
  { id: 2, name: "Loader EX-01", lat: -26.3071, lon: 28.1276, poiTypeId: "loader", geofenceRadius: 60 },
  { id: 3, name: "North tip", lat: -26.3032, lon: 28.1391, poiTypeId: "tip", contractId: "c-1", geofenceRadius: 200 },
  { id: 4, name: "Workshop", lat: -26.3179, lon: 28.1288, poiTypeId: "workshop", geofenceRadius: 80 },
];

export const poiTypeOptions = [
  { value: "crusher", label: "Crusher" },
  { value: "loader", label: "Loader" },
  { value: "tip", label: "Tip" },
  { value: "workshop", label: "Workshop" },
];

export const contractOptions = [
  { value: "c-1", label: "Overburden 2026" },
  { value: "c-2", label: "Ore haulage" },
];

/** A few trucks' readings: stopped ones red, moving ones green. */
export const gpsReadings = [
  { reg_num: "HT-03", speed_kmph: 0, time_to_prev_reading_mins: 1.5, latitude: -26.3119, longitude: 28.1327 },
  { reg_num: "HT-07", speed_kmph: 32.4, time_to_prev_reading_mins: 0.5, latitude: -26.3098, longitude: 28.1301 },
  { reg_num: "HT-11", speed_kmph: 18.9, time_to_prev_reading_mins: 0.52, latitude: -26.3055, longitude: 28.1362 },
];
