-- The haul cycle of the selected period: its four stages, load → haul → dump → return, and the queue (waiting
-- at the loading unit and at the tip), each with its average minutes per load and its share of the whole cycle;
-- the five shares add up to 1. fill_percentage (0–100) is that share in percent, the fill level of the stage's
-- node in the flow chart: where the cycle's time goes. best_minutes is the quickest tenth of the period's loads
-- in that stage, what the stage can take on a good run. The site filter counts loads that leave or arrive at
-- the site. Without `from`/`to` the period is the latest two weeks on record.
WITH bounds AS (
  SELECT COALESCE(CAST($to AS DATE), max(shift_date)) AS to_date
  FROM fleet_shifts
),
period AS (
  SELECT COALESCE(CAST($from AS DATE), to_date - 13) AS from_date, to_date
  FROM bounds
),
loads AS (
  SELECT l.*
  FROM fleet_loads l
  JOIN fleet_shifts s USING (shift_id)
  CROSS JOIN period p
  WHERE s.shift_date BETWEEN p.from_date AND p.to_date
    AND ($shift IS NULL OR s.shift = $shift)
    AND ($site IS NULL OR l.from_site = $site OR l.to_site = $site)
),
stage_list AS (
  SELECT *
  FROM (VALUES (1, 'load', 'Load'), (2, 'haul', 'Haul'), (3, 'dump', 'Dump'), (4, 'return', 'Return'), (5, 'queue', 'Queue'))
    AS t(position, stage, label)
),
stage_minutes AS (
  SELECT 'load' AS stage, load_minutes AS minutes FROM loads
  UNION ALL SELECT 'haul', haul_minutes FROM loads
  UNION ALL SELECT 'dump', dump_minutes FROM loads
  UNION ALL SELECT 'return', return_minutes FROM loads
  UNION ALL SELECT 'queue', queue_minutes FROM loads
),
per_stage AS (
  SELECT stage, avg(minutes) AS avg_min, quantile_cont(minutes, 0.1) AS best_min
  FROM stage_minutes
  GROUP BY stage
),
cycle AS (
  SELECT count(*) AS loads, avg(cycle_minutes) AS cycle_min
  FROM loads
)
SELECT
  CAST(sl.position AS INTEGER) AS position,
  sl.stage,
  sl.label,
  round(ps.avg_min, 1) AS minutes,
  round(ps.avg_min / NULLIF(c.cycle_min, 0), 4) AS share,
  CAST(COALESCE(round(100 * ps.avg_min / NULLIF(c.cycle_min, 0)), 0) AS INTEGER) AS fill_percentage,
  round(ps.best_min, 1) AS best_minutes,
  round(c.cycle_min, 1) AS cycle_minutes,
  CAST(c.loads AS INTEGER) AS loads
FROM stage_list sl
CROSS JOIN cycle c
LEFT JOIN per_stage ps USING (stage)
ORDER BY sl.position
