-- tonnes-drivers.sql in PostgreSQL's dialect, for a planning connection on PostgreSQL
-- (docs/data-connections.md): the same tree, bounds and what-if. `$driver_operation` is bound as jsonb;
-- fleet_try_double is a cast that gives NULL instead of an error (the store's conversions). Minutes are double
-- precision, so every division below divides as DuckDB's does.

-- set: overrides one driver, when the value lies within the driver's bounds; trucks a whole number.
INSERT INTO fleet_tonnes_drivers (driver, value, updated_at)
SELECT op.driver, CASE WHEN op.driver = 'trucks' THEN round(op.value::numeric)::double precision ELSE op.value END,
  localtimestamp
FROM (
  SELECT
    $driver_operation ->> 'operation' AS operation,
    $driver_operation ->> 'driver' AS driver,
    fleet_try_double($driver_operation ->> 'value') AS value
) AS op
JOIN (
  VALUES ('trucks', 1, 100), ('availability', 0.3, 1), ('utilisation', 0.3, 1), ('cycles_per_hour', 0.5, 4),
    ('payload_t', 50, 400)
) AS bounds(driver, min_value, max_value) ON bounds.driver = op.driver
WHERE op.operation = 'set' AND op.value BETWEEN bounds.min_value AND bounds.max_value
ON CONFLICT (driver) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at;

-- reset: removes the override of one driver, or of every driver without one.
DELETE FROM fleet_tonnes_drivers
WHERE $driver_operation ->> 'operation' = 'reset'
  AND driver = coalesce($driver_operation ->> 'driver', driver);

-- The tree, one row per node, as tonnes-drivers.sql answers it.
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
time_use AS (
  SELECT
    count(DISTINCT st.truck_id) AS trucks,
    count(DISTINCT sh.shift_date) AS days,
    sum(st.minutes) AS total_min,
    COALESCE(sum(st.minutes) FILTER (WHERE st.status = 'maintenance'), 0) AS down_min,
    COALESCE(sum(st.minutes) FILTER (WHERE st.status IN ('hauling', 'loading', 'queuing')), 0) AS operating_min
  FROM fleet_status st
  JOIN shifts sh USING (shift_id)
),
hauled AS (
  SELECT count(*) AS loads, sum(l.tonnes) AS tonnes
  FROM fleet_loads l
  JOIN shifts USING (shift_id)
  WHERE ($site IS NULL OR l.from_site = $site OR l.to_site = $site)
),
actual AS (
  SELECT
    t.trucks::double precision AS trucks,
    t.total_min / NULLIF(t.trucks * t.days, 0) / 60 AS hours_per_day,
    1 - t.down_min / NULLIF(t.total_min, 0) AS availability,
    t.operating_min / NULLIF(t.total_min - t.down_min, 0) AS utilisation,
    h.loads / NULLIF(t.operating_min / 60, 0) AS cycles_per_hour,
    h.tonnes / NULLIF(h.loads, 0) AS payload_t
  FROM time_use t, hauled h
),
overrides AS (
  SELECT
    max(value) FILTER (WHERE driver = 'trucks') AS trucks,
    max(value) FILTER (WHERE driver = 'availability') AS availability,
    max(value) FILTER (WHERE driver = 'utilisation') AS utilisation,
    max(value) FILTER (WHERE driver = 'cycles_per_hour') AS cycles_per_hour,
    max(value) FILTER (WHERE driver = 'payload_t') AS payload_t
  FROM fleet_tonnes_drivers
),
whatif AS (
  SELECT
    COALESCE(o.trucks, a.trucks) AS trucks,
    a.hours_per_day,
    COALESCE(o.availability, a.availability) AS availability,
    COALESCE(o.utilisation, a.utilisation) AS utilisation,
    COALESCE(o.cycles_per_hour, a.cycles_per_hour) AS cycles_per_hour,
    COALESCE(o.payload_t, a.payload_t) AS payload_t
  FROM actual a, overrides o
),
figures AS (
  SELECT 'actual' AS side, * FROM actual
  UNION ALL
  SELECT 'whatif' AS side, * FROM whatif
),
products AS (
  SELECT
    side,
    trucks,
    availability,
    utilisation,
    cycles_per_hour,
    payload_t,
    trucks * hours_per_day * availability * utilisation AS operating_hours,
    cycles_per_hour * payload_t AS tonnes_per_hour,
    trucks * hours_per_day * availability * utilisation * cycles_per_hour * payload_t AS tonnes_per_day
  FROM figures
),
nodes AS (
  SELECT p.side, v.node_id, v.amount
  FROM products p
  CROSS JOIN LATERAL (
    VALUES ('trucks', p.trucks), ('availability', p.availability), ('utilisation', p.utilisation),
      ('cycles_per_hour', p.cycles_per_hour), ('payload_t', p.payload_t), ('operating_hours', p.operating_hours),
      ('tonnes_per_hour', p.tonnes_per_hour), ('tonnes_per_day', p.tonnes_per_day)
  ) AS v(node_id, amount)
  WHERE v.amount IS NOT NULL
),
tree AS (
  SELECT *
  FROM (
    VALUES
      (1, 'tonnes_per_day', NULL, 'Tonnes per day', 't/day', 0, false, NULL, NULL),
      (2, 'operating_hours', 'tonnes_per_day', 'Operating hours per day', 'h/day', 1, false, NULL, NULL),
      (3, 'trucks', 'operating_hours', 'Trucks in service', 'trucks', 0, true, 1, 100),
      (4, 'availability', 'operating_hours', 'Availability', '%', 4, true, 0.3, 1),
      (5, 'utilisation', 'operating_hours', 'Utilisation', '%', 4, true, 0.3, 1),
      (6, 'tonnes_per_hour', 'tonnes_per_day', 'Tonnes per operating hour', 't/h', 1, false, NULL, NULL),
      (7, 'cycles_per_hour', 'tonnes_per_hour', 'Loads per operating hour', 'loads/h', 3, true, 0.5, 4),
      (8, 'payload_t', 'tonnes_per_hour', 'Payload per load', 't', 1, true, 50, 400)
  ) AS t(position, node_id, parent_id, title, unit, decimals, editable, min_value, max_value)
)
SELECT
  t.position::integer AS position,
  t.node_id,
  t.parent_id,
  t.title,
  t.unit,
  round(a.amount::numeric, t.decimals) AS actual,
  round(w.amount::numeric, t.decimals) AS whatif,
  round(round(w.amount::numeric, t.decimals) - round(a.amount::numeric, t.decimals), t.decimals) AS delta,
  t.editable,
  d.driver IS NOT NULL AS overridden,
  t.min_value::double precision AS min_value,
  t.max_value::double precision AS max_value,
  CASE
    WHEN round(w.amount::numeric, t.decimals) > round(a.amount::numeric, t.decimals) THEN 'positive'
    WHEN round(w.amount::numeric, t.decimals) < round(a.amount::numeric, t.decimals) THEN 'negative'
  END AS class,
  gen_random_uuid()::text AS request_token
FROM tree t
LEFT JOIN nodes a ON a.node_id = t.node_id AND a.side = 'actual'
LEFT JOIN nodes w ON w.node_id = t.node_id AND w.side = 'whatif'
LEFT JOIN fleet_tonnes_drivers d ON d.driver = t.node_id
ORDER BY t.position
