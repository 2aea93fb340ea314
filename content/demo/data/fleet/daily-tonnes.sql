-- Tonnes hauled per day, split by shift, against the period's daily average.
-- A day below 85 % of the average is flagged. The site filter counts loads
-- that leave or arrive at the site.
WITH bounds AS (
  SELECT COALESCE(CAST($to AS DATE), max(shift_date)) AS to_date
  FROM fleet_shifts
),
period AS (
  SELECT COALESCE(CAST($from AS DATE), to_date - 13) AS from_date, to_date
  FROM bounds
),
days AS (
  SELECT s.shift_date, s.shift, s.shift_id
  FROM fleet_shifts s, period p
  WHERE s.shift_date BETWEEN p.from_date AND p.to_date
    AND ($shift IS NULL OR s.shift = $shift)
),
daily AS (
  SELECT
    d.shift_date,
    sum(l.tonnes) FILTER (WHERE d.shift = 'Day') AS day_tonnes,
    sum(l.tonnes) FILTER (WHERE d.shift = 'Night') AS night_tonnes,
    sum(l.tonnes) AS tonnes,
    count(l.load_id) AS loads
  FROM days d
  LEFT JOIN fleet_loads l
    ON l.shift_id = d.shift_id
    AND ($site IS NULL OR l.from_site = $site OR l.to_site = $site)
  GROUP BY d.shift_date
)
SELECT
  shift_date,
  round(COALESCE(day_tonnes, 0), 0) AS day_tonnes,
  round(COALESCE(night_tonnes, 0), 0) AS night_tonnes,
  round(COALESCE(tonnes, 0), 0) AS tonnes,
  CAST(loads AS INTEGER) AS loads,
  round(COALESCE(tonnes, 0) / NULLIF(avg(COALESCE(tonnes, 0)) OVER (), 0) - 1, 4) AS vs_average,
  CASE
    WHEN COALESCE(tonnes, 0) < 0.85 * avg(COALESCE(tonnes, 0)) OVER () THEN 'below'
    WHEN COALESCE(tonnes, 0) > 1.10 * avg(COALESCE(tonnes, 0)) OVER () THEN 'above'
    ELSE 'normal'
  END AS flag,
  CAST(round(20 * COALESCE(tonnes, 0) / NULLIF(max(tonnes) OVER (), 0)) AS INTEGER) AS bar_step
FROM daily
ORDER BY shift_date DESC
