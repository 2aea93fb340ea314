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
  -- The fixed bands end at the speed limit: a limit below 30 km/h shortens the
  -- band it falls in and leaves out the bands above it, so every speed over
  -- the limit counts as over, whatever the limit.
  SELECT
    CASE
      WHEN speed_kmph < 3 THEN 1
      WHEN speed_kmph > CAST($speedLimit AS DOUBLE) THEN 5
      WHEN speed_kmph < 15 OR CAST($speedLimit AS DOUBLE) <= 15 THEN 2
      WHEN speed_kmph < 30 OR CAST($speedLimit AS DOUBLE) <= 30 THEN 3
      ELSE 4
    END AS band,
    minutes
  FROM speeds
),
speed_limit AS (
  SELECT
    CAST($speedLimit AS DOUBLE) AS kmph,
    CASE WHEN CAST($speedLimit AS DOUBLE) = floor(CAST($speedLimit AS DOUBLE))
      THEN CAST(CAST($speedLimit AS INTEGER) AS VARCHAR)
      ELSE CAST(round(CAST($speedLimit AS DOUBLE), 1) AS VARCHAR)
    END AS text
),
bands AS (
  SELECT b.band, b.tone,
    CASE b.band
      WHEN 1 THEN 'Stationary (below 3 km/h)'
      WHEN 2 THEN 'Manoeuvring (3–' || CASE WHEN l.kmph < 15 THEN l.text ELSE '15' END || ' km/h)'
      WHEN 3 THEN 'Travelling (15–' || CASE WHEN l.kmph < 30 THEN l.text ELSE '30' END || ' km/h)'
      WHEN 4 THEN 'Travelling (30–' || l.text || ' km/h)'
      ELSE 'Above ' || l.text || ' km/h (speed limit)'
    END AS label
  FROM (
    VALUES
      (1, 'stationary'),
      (2, 'slow'),
      (3, 'travel'),
      (4, 'fast'),
      (5, 'over')
  ) AS b(band, tone), speed_limit l
  -- a band that starts at or above the limit is left out
  WHERE NOT (b.band = 3 AND l.kmph <= 15) AND NOT (b.band = 4 AND l.kmph <= 30)
)
SELECT
  CAST(b.band AS INTEGER) AS band,
  b.label,
  b.tone,
  round(COALESCE(sum(x.minutes), 0) / 60, 1) AS hours,
  round(COALESCE(sum(x.minutes), 0) / NULLIF(sum(sum(x.minutes)) OVER (), 0), 4) AS share,
  CAST(round(20 * COALESCE(sum(x.minutes), 0) / NULLIF(max(sum(x.minutes)) OVER (), 0)) AS INTEGER) AS bar_step
FROM bands b
LEFT JOIN banded x USING (band)
GROUP BY b.band, b.label, b.tone
ORDER BY b.band
