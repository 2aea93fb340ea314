-- One shift, truck by truck: every load as a haul from loading to tipping
-- (ore to the crusher or a stockpile, or waste to a dump), and the way back
-- to the next load (empty leg, queue and loading) when it took under an hour.
-- Longer gaps stay empty: the truck was idle, parked or in the workshop. The
-- shift is the `shift` (Day by default) of the period's last day (`to`, else
-- the latest day on record); `site` keeps loads that leave or reach it.
WITH chosen AS (
  SELECT s.shift_id, s.shift_date, s.shift, s.starts_at, s.ends_at
  FROM fleet_shifts s
  WHERE s.shift_date = (SELECT COALESCE(CAST($to AS DATE), max(shift_date)) FROM fleet_shifts)
    AND s.shift = COALESCE($shift, 'Day')
),
loads AS (
  SELECT
    l.load_id,
    l.truck_id,
    l.loaded_at,
    l.dumped_at,
    l.tonnes,
    f.name AS from_name,
    t.name AS to_name,
    t.kind AS to_kind,
    lead(l.loaded_at) OVER (PARTITION BY l.truck_id ORDER BY l.loaded_at) AS next_loaded_at
  FROM fleet_loads l
  JOIN chosen c USING (shift_id)
  JOIN fleet_sites f ON f.site_id = l.from_site
  JOIN fleet_sites t ON t.site_id = l.to_site
  WHERE ($site IS NULL OR l.from_site = $site OR l.to_site = $site)
),
events AS (
  SELECT
    load_id || '-haul' AS event_id,
    truck_id,
    CASE WHEN to_kind = 'waste_dump' THEN 'waste' ELSE 'ore' END AS activity_id,
    loaded_at AS starts_at,
    dumped_at AS ends_at,
    round(tonnes, 0) AS tonnes,
    CAST(round(tonnes, 0) AS INTEGER) || ' t from ' || from_name || ' to ' || to_name AS message
  FROM loads
  UNION ALL
  SELECT
    load_id || '-return' AS event_id,
    truck_id,
    'return' AS activity_id,
    dumped_at AS starts_at,
    next_loaded_at AS ends_at,
    NULL AS tonnes,
    'Back from ' || to_name || ', queue and load' AS message
  FROM loads
  WHERE next_loaded_at IS NOT NULL
    AND next_loaded_at > dumped_at
    AND date_diff('minute', dumped_at, next_loaded_at) < 60
)
SELECT
  e.event_id,
  e.truck_id,
  e.activity_id,
  e.starts_at,
  e.ends_at,
  e.tonnes,
  e.message,
  c.shift_id,
  c.shift_date,
  c.shift,
  row_number() OVER (PARTITION BY e.truck_id ORDER BY e.starts_at) = 1 AS first_of_truck
FROM events e, chosen c
ORDER BY e.truck_id, e.starts_at
