-- Ore and waste hauled per day over the selected period, then an outlook for
-- the next seven days: the expected daily total (the average of the last
-- seven days) with an 80 % range that widens with the horizon
-- (±1.28 standard deviations of the period's daily totals × √(1 + h/7)).
-- The last actual day also carries the outlook columns (equal to its total),
-- so the forecast line and its range start where the actuals end. `as_of` is
-- that last actual day.
WITH bounds AS (
  SELECT COALESCE(CAST($to AS DATE), max(shift_date)) AS to_date
  FROM fleet_shifts
),
period AS (
  SELECT COALESCE(CAST($from AS DATE), to_date - 13) AS from_date, to_date
  FROM bounds
),
days AS (
  SELECT s.shift_date, s.shift_id
  FROM fleet_shifts s, period p
  WHERE s.shift_date BETWEEN p.from_date AND p.to_date
    AND ($shift IS NULL OR s.shift = $shift)
),
daily AS (
  SELECT
    d.shift_date AS date,
    COALESCE(sum(l.tonnes) FILTER (WHERE dest.kind IN ('crusher', 'stockpile')), 0) AS ore_t,
    COALESCE(sum(l.tonnes) FILTER (WHERE dest.kind = 'waste_dump'), 0) AS waste_t,
    COALESCE(sum(l.tonnes), 0) AS total_t
  FROM days d
  LEFT JOIN fleet_loads l
    ON l.shift_id = d.shift_id
    AND ($site IS NULL OR l.from_site = $site OR l.to_site = $site)
  LEFT JOIN fleet_sites dest ON dest.site_id = l.to_site
  GROUP BY d.shift_date
),
outlook AS (
  SELECT
    max(date) AS as_of,
    avg(total_t) FILTER (WHERE date > (SELECT max(date) FROM daily) - 7) AS expected_t,
    COALESCE(stddev_samp(total_t), 0) AS spread_t
  FROM daily
),
horizon AS (
  SELECT CAST(h AS INTEGER) AS h FROM range(1, 8) AS t(h)
)
SELECT
  d.date,
  false AS is_forecast,
  round(d.ore_t, 0) AS ore_t,
  round(d.waste_t, 0) AS waste_t,
  round(d.total_t, 0) AS total_t,
  CASE WHEN d.date = o.as_of THEN round(d.total_t, 0) END AS expected_t,
  CASE WHEN d.date = o.as_of THEN round(d.total_t, 0) END AS lower_t,
  CASE WHEN d.date = o.as_of THEN round(d.total_t, 0) END AS upper_t,
  o.as_of
FROM daily d, outlook o
UNION ALL
SELECT
  CAST(o.as_of + h.h AS DATE) AS date,
  true AS is_forecast,
  NULL AS ore_t,
  NULL AS waste_t,
  NULL AS total_t,
  round(o.expected_t, 0) AS expected_t,
  round(greatest(o.expected_t - 1.28 * o.spread_t * sqrt(1 + h.h / 7), 0), 0) AS lower_t,
  round(o.expected_t + 1.28 * o.spread_t * sqrt(1 + h.h / 7), 0) AS upper_t,
  o.as_of
FROM outlook o, horizon h
WHERE o.as_of IS NOT NULL
ORDER BY date
