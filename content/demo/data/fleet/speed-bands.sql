-- How the fleet's GPS-tracked time splits over speed bands in the selected
-- period. Readings below 3 km/h count as stationary; the top band is time
-- above the site speed limit (`speedLimit`, km/h). A reading stands for the
-- time since the truck's previous reading, capped at 10 minutes so that gaps
-- in GPS coverage do not count as driving time.
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
speeds AS (
  -- GPS time per speed in the selected shifts, from the summary built when the
  -- data loads (fleet_gps_speed_summary: the same minutes as the readings).
  SELECT g.speed_kmph, CAST(sum(g.minutes) AS DOUBLE) AS minutes
  FROM fleet_gps_speed_summary g
  JOIN shifts USING (shift_id)
  GROUP BY g.speed_kmph
),
banded AS (
  SELECT
    CASE
      WHEN speed_kmph < 3 THEN 1
      WHEN speed_kmph < 15 THEN 2
      WHEN speed_kmph < 30 THEN 3
      WHEN speed_kmph <= CAST($speedLimit AS DOUBLE) THEN 4
      ELSE 5
    END AS band,
    minutes
  FROM speeds
),
bands AS (
  SELECT * FROM (
    VALUES
      (1, 'Stationary (below 3 km/h)', 'stationary'),
      (2, 'Manoeuvring (3–15 km/h)', 'slow'),
      (3, 'Travelling (15–30 km/h)', 'travel'),
      (4, 'Travelling (30 km/h to the limit)', 'fast'),
      (5, 'Above the speed limit', 'over')
  ) AS t(band, label, tone)
)
SELECT
  CAST(b.band AS INTEGER) AS band,
  CASE WHEN b.band = 4 THEN 'Travelling (30–' || CAST($speedLimit AS INTEGER) || ' km/h)'
       WHEN b.band = 5 THEN 'Above ' || CAST($speedLimit AS INTEGER) || ' km/h (speed limit)'
       ELSE b.label END AS label,
  b.tone,
  round(COALESCE(sum(x.minutes), 0) / 60, 1) AS hours,
  round(COALESCE(sum(x.minutes), 0) / NULLIF(sum(sum(x.minutes)) OVER (), 0), 4) AS share,
  CAST(round(20 * COALESCE(sum(x.minutes), 0) / NULLIF(max(sum(x.minutes)) OVER (), 0)) AS INTEGER) AS bar_step
FROM bands b
LEFT JOIN banded x USING (band)
GROUP BY b.band, b.label, b.tone
ORDER BY b.band
