-- Loads and tonnes per haul route (loading site to dumping site) in the
-- selected period. Material is ore when the route ends at the crusher or a
-- stockpile and waste when it ends at a waste dump.
WITH bounds AS (
  SELECT COALESCE(CAST($to AS DATE), max(shift_date)) AS to_date
  FROM fleet_shifts
),
period AS (
  SELECT COALESCE(CAST($from AS DATE), to_date - 13) AS from_date, to_date
  FROM bounds
),
shifts AS (
  SELECT s.shift_id
  FROM fleet_shifts s, period p
  WHERE s.shift_date BETWEEN p.from_date AND p.to_date
    AND ($shift IS NULL OR s.shift = $shift)
),
routes AS (
  SELECT
    l.from_site,
    l.to_site,
    count(*) AS loads,
    sum(l.tonnes) AS tonnes,
    avg(l.cycle_minutes) AS avg_cycle_min,
    quantile_cont(l.cycle_minutes, 0.9) AS p90_cycle_min,
    avg(l.tonnes) AS avg_payload_t
  FROM fleet_loads l
  JOIN shifts USING (shift_id)
  WHERE ($site IS NULL OR l.from_site = $site OR l.to_site = $site)
  GROUP BY l.from_site, l.to_site
)
SELECT
  r.from_site,
  r.to_site,
  src.name || ' → ' || dst.name AS route,
  CASE
    WHEN dst.kind IN ('crusher', 'stockpile') THEN 'Ore'
    WHEN dst.kind = 'waste_dump' THEN 'Waste'
    ELSE 'Other'
  END AS material,
  CAST(r.loads AS INTEGER) AS loads,
  round(r.tonnes, 0) AS tonnes,
  round(r.tonnes / sum(r.tonnes) OVER (), 4) AS share,
  round(r.avg_cycle_min, 1) AS avg_cycle_min,
  round(r.p90_cycle_min, 1) AS p90_cycle_min,
  round(r.p90_cycle_min - r.avg_cycle_min, 1) AS cycle_spread_min,
  round(r.avg_payload_t, 1) AS avg_payload_t,
  CAST(round(20 * r.tonnes / max(r.tonnes) OVER ()) AS INTEGER) AS bar_step
FROM routes r
JOIN fleet_sites src ON src.site_id = r.from_site
JOIN fleet_sites dst ON dst.site_id = r.to_site
ORDER BY r.tonnes DESC
