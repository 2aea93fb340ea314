import { describe, expect, it } from "vitest";
import { gpsMarkerFeatures, gpsMarkerTitle } from "./gpsMarkers";

const moving = {
  reg_num: "HT-07",
  speed_kmph: 32.46,
  time_to_prev_reading_mins: 0.54,
  latitude: -26.31,
  longitude: 28.13,
};
const stopped = { ...moving, reg_num: "HT-03", speed_kmph: 0, time_to_prev_reading_mins: 2 };

describe("GPS markers", () => {
  it("are titled with the registration number, the speed in km/h (0 decimals) and minutes since the previous reading (1 decimal)", () => {
    expect(gpsMarkerTitle(moving)).toBe("HT-07: 32 km/h, 0.5 min since the previous reading");
    expect(gpsMarkerTitle({ ...moving, time_to_prev_reading_mins: null })).toBe("HT-07: 32 km/h");
  });

  it("are red at a standstill and green otherwise, size 4, at longitude-latitude", () => {
    const { features } = gpsMarkerFeatures([stopped, moving]);
    expect(features.map((feature) => feature.properties)).toEqual([
      { title: "HT-03: 0 km/h, 2.0 min since the previous reading", colour: "#ff0000", size: 4 },
      { title: "HT-07: 32 km/h, 0.5 min since the previous reading", colour: "#008000", size: 4 },
    ]);
    expect(features[0]?.geometry.coordinates).toEqual([28.13, -26.31]);
  });
});
