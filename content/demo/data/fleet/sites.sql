-- Tonnes dispatched from and delivered to every loading and dumping site in
-- the selected period. `is_selected` marks the site chosen in the site filter.
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
loads AS (
  SELECT l.*
  FROM fleet_loads l
  JOIN shifts USING (shift_id)
),
outbound AS (
  SELECT from_site AS site_id, count(*) AS loads_out, sum(tonnes) AS tonnes_out, avg(cycle_minutes) AS cycle_out
  FROM loads
  GROUP BY from_site
),
inbound AS (
  SELECT to_site AS site_id, count(*) AS loads_in, sum(tonnes) AS tonnes_in, avg(cycle_minutes) AS cycle_in
  FROM loads
  GROUP BY to_site
),
kinds AS (
  SELECT * FROM (
    VALUES
      ('pit', 'Pit', 1),
      ('crusher', 'Crusher', 2),
      ('stockpile', 'Stockpile', 3),
      ('waste_dump', 'Waste dump', 4),
      ('workshop', 'Workshop', 5)
  ) AS t(kind, kind_label, sort_order)
)
SELECT
  s.site_id,
  s.name,
  s.kind,
  k.kind_label,
  CAST(COALESCE(o.loads_out, 0) + COALESCE(i.loads_in, 0) AS INTEGER) AS loads,
  round(COALESCE(o.tonnes_out, 0), 0) AS tonnes_out,
  round(COALESCE(i.tonnes_in, 0), 0) AS tonnes_in,
  round(COALESCE(o.cycle_out, i.cycle_in), 1) AS avg_cycle_min,
  round(
    greatest(COALESCE(o.tonnes_out, 0), COALESCE(i.tonnes_in, 0))
      / NULLIF(sum(greatest(COALESCE(o.tonnes_out, 0), COALESCE(i.tonnes_in, 0))) FILTER (WHERE s.kind = 'pit') OVER (), 0),
    4
  ) AS share_of_mined,
  ($site IS NOT NULL AND s.site_id = $site) AS is_selected,
  CAST(round(20 * greatest(COALESCE(o.tonnes_out, 0), COALESCE(i.tonnes_in, 0))
    / NULLIF(max(greatest(COALESCE(o.tonnes_out, 0), COALESCE(i.tonnes_in, 0))) OVER (), 0)) AS INTEGER) AS bar_step
FROM fleet_sites s
JOIN kinds k USING (kind)
LEFT JOIN outbound o USING (site_id)
LEFT JOIN inbound i USING (site_id)
WHERE COALESCE(o.loads_out, 0) + COALESCE(i.loads_in, 0) > 0
ORDER BY k.sort_order, s.name
