-- Utilisation of every truck on every day of the selected period, one row per
-- truck with its days as lists in date order, for the KPI mosaic page.
-- `score` compares a truck's day with the fleet's utilisation over the whole
-- period: 0 is on the fleet figure, +1 / -1 is 15 percentage points or more
-- above / below it. A day without available time (in maintenance all day, or
-- no shift on record) has no utilisation and no score.
WITH bounds AS (
  SELECT COALESCE(CAST($to AS DATE), max(shift_date)) AS to_date
  FROM fleet_shifts
),
period AS (
  SELECT COALESCE(CAST($from AS DATE), to_date - 13) AS from_date, to_date
  FROM bounds
),
shifts AS (
  SELECT s.shift_id, s.shift_date
  FROM fleet_shifts s, period p
  WHERE s.shift_date BETWEEN p.from_date AND p.to_date
    AND ($shift IS NULL OR s.shift = $shift)
),
days AS (
  SELECT DISTINCT shift_date FROM shifts
),
truck_days AS (
  SELECT
    st.truck_id,
    s.shift_date,
    COALESCE(sum(st.minutes) FILTER (WHERE st.status <> 'maintenance'), 0) AS available_min,
    COALESCE(sum(st.minutes) FILTER (WHERE st.status IN ('hauling', 'loading', 'queuing')), 0) AS operating_min,
    COALESCE(sum(st.minutes) FILTER (WHERE st.status = 'maintenance'), 0) AS down_min
  FROM fleet_status st
  JOIN shifts s USING (shift_id)
  GROUP BY st.truck_id, s.shift_date
),
truck_loads AS (
  SELECT l.truck_id, s.shift_date, sum(l.tonnes) AS tonnes, count(*) AS loads
  FROM fleet_loads l
  JOIN shifts s USING (shift_id)
  GROUP BY l.truck_id, s.shift_date
),
fleet_period AS (
  SELECT sum(operating_min) / NULLIF(sum(available_min), 0) AS utilisation
  FROM truck_days
),
fleet_days AS (
  SELECT shift_date, sum(operating_min) / NULLIF(sum(available_min), 0) AS utilisation
  FROM truck_days
  GROUP BY shift_date
),
truck_period AS (
  SELECT truck_id, sum(operating_min) / NULLIF(sum(available_min), 0) AS utilisation
  FROM truck_days
  GROUP BY truck_id
),
grid AS (
  SELECT
    t.truck_id,
    t.model,
    d.shift_date,
    td.operating_min / NULLIF(td.available_min, 0) AS utilisation,
    COALESCE(td.down_min, 0) AS down_min,
    COALESCE(tl.tonnes, 0) AS tonnes,
    COALESCE(tl.loads, 0) AS loads,
    fd.utilisation AS fleet_utilisation
  FROM fleet_trucks t
  CROSS JOIN days d
  LEFT JOIN truck_days td ON td.truck_id = t.truck_id AND td.shift_date = d.shift_date
  LEFT JOIN truck_loads tl ON tl.truck_id = t.truck_id AND tl.shift_date = d.shift_date
  LEFT JOIN fleet_days fd ON fd.shift_date = d.shift_date
)
SELECT
  g.truck_id,
  g.model,
  list(g.shift_date ORDER BY g.shift_date) AS days,
  list(round(g.utilisation, 4) ORDER BY g.shift_date) AS utilisation,
  list(
    CASE WHEN g.utilisation IS NOT NULL THEN round(greatest(-1, least(1, (g.utilisation - f.utilisation) / 0.15)), 3) END
    ORDER BY g.shift_date
  ) AS score,
  list(round(g.tonnes, 0) ORDER BY g.shift_date) AS tonnes,
  list(CAST(g.loads AS INTEGER) ORDER BY g.shift_date) AS loads,
  list(CAST(round(g.down_min) AS INTEGER) ORDER BY g.shift_date) AS down_min,
  list(round(g.fleet_utilisation, 4) ORDER BY g.shift_date) AS fleet_utilisation,
  round(any_value(tp.utilisation), 4) AS truck_utilisation,
  round(any_value(f.utilisation), 4) AS period_utilisation
FROM grid g
CROSS JOIN fleet_period f
LEFT JOIN truck_period tp ON tp.truck_id = g.truck_id
GROUP BY g.truck_id, g.model
ORDER BY g.truck_id
