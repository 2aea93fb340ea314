/**
 * Summaries of the demo's GPS track (≈ 6 million readings), built once when
 * the data loads so that the fleet storyline's GPS endpoints read thousands
 * of rows instead of millions. Every figure those endpoints show comes out
 * the same from a summary as from the readings:
 *
 * - `fleet_gps_speed_summary`, per truck, shift and speed (speeds have one
 *   decimal, so a few hundred levels): readings, the minutes they stand for,
 *   and `rises`, which counts the runs above any speed limit — each step up
 *   from one reading to the next within a shift adds 1 at the lower speed and
 *   −1 at the higher, so summing `rises` over the levels up to a limit counts
 *   the steps that cross it. Time by speed band, moving and over-limit time,
 *   top speed and the 95th percentile (from the counts) all come from here.
 * - `fleet_gps_shift_summary`, per truck and shift: the first and last
 *   reading's speed, for the runs that cross from one selected shift into the
 *   next.
 * - `fleet_gps_stop_summary`, per truck, shift and site: stationary time
 *   (below 3 km/h) at the nearest site within 400 m (`site_id` NULL on the
 *   haul roads).
 *
 * Minutes are summed as exact decimals (readings stand for whole seconds,
 * kept as minutes with two decimals and capped at 10).
 */

/** Raise when the summaries change shape, so existing installations build them again. */
export const GPS_SUMMARIES_VERSION = 1;

/** The summary tables, in the order they are built. */
export const GPS_SUMMARY_TABLES = ["fleet_gps_speed_summary", "fleet_gps_shift_summary", "fleet_gps_stop_summary"];

/** Each reading with its shift and the minutes it stands for, as the endpoints count them. */
const READINGS = `
  SELECT g.reg_num, sh.shift_id, sh.starts_at, g.ts, g.latitude, g.longitude, g.speed_kmph,
         CAST(least(COALESCE(g.time_to_prev_reading_mins, 0), 10) AS DECIMAL(18, 2)) AS minutes
  FROM fleet_gps g
  JOIN fleet_shifts sh ON g.ts >= sh.starts_at AND g.ts < sh.ends_at`;

export function gpsSummaryStatements(): string[] {
  return [
    `CREATE OR REPLACE TABLE fleet_gps_speed_summary AS
     WITH readings AS (
       SELECT reg_num, shift_id, speed_kmph, minutes,
              lag(speed_kmph) OVER (PARTITION BY reg_num, shift_id ORDER BY ts) AS previous_speed
       FROM (${READINGS})
     ),
     own AS (
       SELECT reg_num, shift_id, speed_kmph, count(*) AS readings, sum(minutes) AS minutes,
              count(*) FILTER (WHERE speed_kmph > previous_speed) AS rises_to
       FROM readings
       GROUP BY reg_num, shift_id, speed_kmph
     ),
     rises_from AS (
       SELECT reg_num, shift_id, previous_speed AS speed_kmph, count(*) AS rises_from
       FROM readings
       WHERE speed_kmph > previous_speed
       GROUP BY reg_num, shift_id, previous_speed
     )
     SELECT o.reg_num, o.shift_id, o.speed_kmph,
            CAST(o.readings AS INTEGER) AS readings,
            CAST(o.minutes AS DECIMAL(18, 2)) AS minutes,
            CAST(COALESCE(r.rises_from, 0) - o.rises_to AS INTEGER) AS rises
     FROM own o
     LEFT JOIN rises_from r USING (reg_num, shift_id, speed_kmph)
     ORDER BY o.shift_id, o.reg_num, o.speed_kmph`,
    `CREATE OR REPLACE TABLE fleet_gps_shift_summary AS
     SELECT reg_num, shift_id, any_value(starts_at) AS starts_at,
            CAST(count(*) AS INTEGER) AS readings,
            arg_min(speed_kmph, ts) AS first_speed,
            arg_max(speed_kmph, ts) AS last_speed
     FROM (${READINGS})
     GROUP BY reg_num, shift_id
     ORDER BY shift_id, reg_num`,
    `CREATE OR REPLACE TABLE fleet_gps_stop_summary AS
     WITH stationary AS (
       SELECT reg_num, shift_id, latitude, longitude, minutes, row_number() OVER () AS reading_no
       FROM (${READINGS})
       WHERE speed_kmph < 3
     ),
     distances AS (
       SELECT st.reading_no, st.reg_num, st.shift_id, st.minutes, s.site_id,
              2 * 6371000 * asin(sqrt(
                pow(sin(radians(s.latitude - st.latitude) / 2), 2)
                  + cos(radians(st.latitude)) * cos(radians(s.latitude)) * pow(sin(radians(s.longitude - st.longitude) / 2), 2)
              )) AS metres
       FROM stationary st
       CROSS JOIN fleet_sites s
     ),
     nearest AS (
       SELECT reading_no, any_value(reg_num) AS reg_num, any_value(shift_id) AS shift_id,
              any_value(minutes) AS minutes, arg_min(site_id, metres) AS site_id, min(metres) AS metres
       FROM distances
       GROUP BY reading_no
     )
     SELECT reg_num, shift_id, CASE WHEN metres <= 400 THEN site_id END AS site_id,
            CAST(count(*) AS INTEGER) AS readings, CAST(sum(minutes) AS DECIMAL(18, 2)) AS minutes
     FROM nearest
     GROUP BY ALL
     ORDER BY shift_id, reg_num, site_id`,
  ];
}
