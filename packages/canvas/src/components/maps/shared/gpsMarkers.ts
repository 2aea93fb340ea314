import type { FeatureCollection, PointFeature } from "./geoJson";
import { GPS_MARKER_SIZE, GPS_MOVING_COLOUR, GPS_STOPPED_COLOUR } from "./mapConstants";

/** What a GPS marker needs of a reading (canvas-components §3 GPS reading). */
export type GpsMarkerReading = {
  reg_num: string;
  speed_kmph: number;
  time_to_prev_reading_mins: number | null;
  latitude: number;
  longitude: number;
};

export type GpsMarkerProperties = { title: string; colour: string; size: number };

/** A marker's title: the registration number, the speed in km/h (0 decimals), minutes since the previous reading (1 decimal). */
export function gpsMarkerTitle(reading: GpsMarkerReading): string {
  const speed = `${reading.speed_kmph.toFixed(0)} km/h`;
  const minutes = reading.time_to_prev_reading_mins;
  const since = minutes === null ? "" : `, ${minutes.toFixed(1)} min since the previous reading`;
  return `${reading.reg_num}: ${speed}${since}`;
}

/** Red when the vehicle stands still (speed 0), otherwise green. */
function gpsMarkerColour(reading: Pick<GpsMarkerReading, "speed_kmph">): string {
  return reading.speed_kmph === 0 ? GPS_STOPPED_COLOUR : GPS_MOVING_COLOUR;
}

/** The readings as GeoJSON points for a circle layer, each with its title, colour and size. */
export function gpsMarkerFeatures(
  readings: readonly GpsMarkerReading[],
): FeatureCollection<PointFeature<GpsMarkerProperties>> {
  return {
    type: "FeatureCollection",
    features: readings.map((reading) => ({
      type: "Feature",
      geometry: { type: "Point", coordinates: [reading.longitude, reading.latitude] },
      properties: { title: gpsMarkerTitle(reading), colour: gpsMarkerColour(reading), size: GPS_MARKER_SIZE },
    })),
  };
}
