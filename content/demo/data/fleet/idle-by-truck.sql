-- Idle, standby and queuing time per truck in the selected period, as a share
-- of the truck's available (not in maintenance) time. A truck idling more than
-- five percentage points above the fleet is flagged.
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
per_truck AS (
  SELECT
    st.truck_id,
    count(DISTINCT st.shift_id) FILTER (WHERE st.status <> 'maintenance' AND st.minutes > 0) AS shifts_available,
    COALESCE(sum(st.minutes) FILTER (WHERE st.status <> 'maintenance'), 0) AS available_min,
    COALESCE(sum(st.minutes) FILTER (WHERE st.status = 'idle'), 0) AS idle_min,
    COALESCE(sum(st.minutes) FILTER (WHERE st.status = 'standby'), 0) AS standby_min,
    COALESCE(sum(st.minutes) FILTER (WHERE st.status = 'queuing'), 0) AS queuing_min
  FROM fleet_status st
  JOIN shifts USING (shift_id)
  GROUP BY st.truck_id
),
shares AS (
  SELECT
    p.*,
    (p.idle_min + p.standby_min) / NULLIF(p.available_min, 0) AS idle_share,
    p.queuing_min / NULLIF(p.available_min, 0) AS queuing_share,
    sum(p.idle_min + p.standby_min) OVER () / NULLIF(sum(p.available_min) OVER (), 0) AS fleet_idle_share
  FROM per_truck p
)
SELECT
  t.truck_id,
  t.reg_num,
  t.model,
  CAST(s.shifts_available AS INTEGER) AS shifts_available,
  round(s.available_min / 60, 0) AS available_hours,
  round(s.idle_min / 60, 1) AS idle_hours,
  round(s.standby_min / 60, 1) AS standby_hours,
  round(s.queuing_min / 60, 1) AS queuing_hours,
  round((s.idle_min + s.standby_min) / NULLIF(s.shifts_available, 0), 0) AS idle_min_per_shift,
  round(s.idle_share, 4) AS idle_share,
  round(s.queuing_share, 4) AS queuing_share,
  -- percentage points, the table shows them as such
  round(100 * (s.idle_share - s.fleet_idle_share), 1) AS idle_share_vs_fleet,
  CASE WHEN s.idle_share - s.fleet_idle_share > 0.05 THEN 'high' ELSE 'normal' END AS flag,
  CAST(round(20 * s.idle_share / NULLIF(max(s.idle_share) OVER (), 0)) AS INTEGER) AS bar_step
FROM shares s
JOIN fleet_trucks t USING (truck_id)
ORDER BY s.idle_share DESC, t.truck_id
