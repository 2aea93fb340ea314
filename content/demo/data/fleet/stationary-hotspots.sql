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
assigned AS (
  -- Stationary time per truck and site in the selected shifts, from the
  -- summary built when the data loads (fleet_gps_stop_summary: each reading
  -- below 3 km/h assigned as above; site_id is NULL on the haul roads). A
  -- reading stands for the time since the truck's previous reading, capped at
  -- 10 minutes so that gaps in GPS coverage do not count as driving time.
  SELECT g.site_id, CAST(g.minutes AS DOUBLE) AS minutes, g.reg_num
  FROM fleet_gps_stop_summary g
  JOIN shifts USING (shift_id)
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
