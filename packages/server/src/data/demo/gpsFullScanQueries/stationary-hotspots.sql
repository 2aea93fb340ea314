-- Where trucks stand still: stationary GPS time (below 3 km/h) in the
-- selected period, assigned to the nearest site within 400 m, or to the haul
-- roads when no site is that close.
WITH bounds AS (
  SELECT COALESCE(CAST($to AS DATE), max(shift_date)) AS to_date
  FROM fleet_shifts
),
period AS (
  SELECT COALESCE(CAST($from AS DATE), to_date - 13) AS from_date, to_date
  FROM bounds
),
shifts AS (
  SELECT s.shift_id, s.shift, s.starts_at, s.ends_at
  FROM fleet_shifts s, period p
  WHERE s.shift_date BETWEEN p.from_date AND p.to_date
    AND ($shift IS NULL OR s.shift = $shift)
),
readings AS (
  -- A reading stands for the time since the truck's previous reading, capped
  -- at 10 minutes so that gaps in GPS coverage do not count as driving time.
  SELECT
    g.reg_num,
    g.ts,
    g.latitude,
    g.longitude,
    g.speed_kmph,
    least(COALESCE(g.time_to_prev_reading_mins, 0), 10) AS minutes,
    sh.shift_id
  FROM fleet_gps g
  JOIN shifts sh ON g.ts >= sh.starts_at AND g.ts < sh.ends_at
),
stationary AS (
  SELECT r.reg_num, r.shift_id, r.minutes, r.latitude, r.longitude, row_number() OVER () AS reading_no
  FROM readings r
  WHERE r.speed_kmph < 3
),
distances AS (
  SELECT
    st.reading_no,
    st.minutes,
    st.reg_num,
    s.site_id,
    2 * 6371000 * asin(sqrt(
      pow(sin(radians(s.latitude - st.latitude) / 2), 2)
        + cos(radians(st.latitude)) * cos(radians(s.latitude)) * pow(sin(radians(s.longitude - st.longitude) / 2), 2)
    )) AS metres
  FROM stationary st
  CROSS JOIN fleet_sites s
),
nearest AS (
  SELECT
    reading_no,
    any_value(minutes) AS minutes,
    any_value(reg_num) AS reg_num,
    arg_min(site_id, metres) AS site_id,
    min(metres) AS metres
  FROM distances
  GROUP BY reading_no
),
assigned AS (
  SELECT CASE WHEN metres <= 400 THEN site_id END AS site_id, minutes, reg_num
  FROM nearest
)
SELECT
  COALESCE(a.site_id, 'ROAD') AS area_id,
  COALESCE(s.name, 'Haul roads and elsewhere') AS area,
  COALESCE(s.kind, 'road') AS kind,
  round(sum(a.minutes) / 60, 1) AS hours,
  round(sum(a.minutes) / sum(sum(a.minutes)) OVER (), 4) AS share,
  CAST(count(DISTINCT a.reg_num) AS INTEGER) AS trucks,
  CAST(round(20 * sum(a.minutes) / max(sum(a.minutes)) OVER ()) AS INTEGER) AS bar_step
FROM assigned a
LEFT JOIN fleet_sites s USING (site_id)
GROUP BY a.site_id, s.name, s.kind
ORDER BY hours DESC
