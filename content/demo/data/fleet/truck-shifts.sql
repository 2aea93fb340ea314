-- One truck (`truck`) shift by shift in the selected period, latest first:
-- output, cycle time and where the shift's 12 hours went.
WITH bounds AS (
  SELECT COALESCE(CAST($to AS DATE), max(shift_date)) AS to_date
  FROM fleet_shifts
),
period AS (
  SELECT COALESCE(CAST($from AS DATE), to_date - 13) AS from_date, to_date
  FROM bounds
),
shifts AS (
  SELECT s.shift_id, s.shift_date, s.shift
  FROM fleet_shifts s, period p
  WHERE s.shift_date BETWEEN p.from_date AND p.to_date
    AND ($shift IS NULL OR s.shift = $shift)
),
load_figures AS (
  SELECT l.shift_id, count(*) AS loads, sum(l.tonnes) AS tonnes, avg(l.cycle_minutes) AS avg_cycle_min
  FROM fleet_loads l
  JOIN shifts USING (shift_id)
  WHERE l.truck_id = $truck
  GROUP BY l.shift_id
),
time_figures AS (
  SELECT
    st.shift_id,
    COALESCE(sum(st.minutes) FILTER (WHERE st.status = 'maintenance'), 0) AS down_min,
    COALESCE(sum(st.minutes) FILTER (WHERE st.status IN ('idle', 'standby')), 0) AS idle_min,
    COALESCE(sum(st.minutes) FILTER (WHERE st.status = 'queuing'), 0) AS queuing_min,
    COALESCE(sum(st.minutes) FILTER (WHERE st.status <> 'maintenance'), 0) AS available_min,
    COALESCE(sum(st.minutes) FILTER (WHERE st.status IN ('hauling', 'loading', 'queuing')), 0) AS operating_min
  FROM fleet_status st
  JOIN shifts USING (shift_id)
  WHERE st.truck_id = $truck
  GROUP BY st.shift_id
)
SELECT
  s.shift_id,
  s.shift_date,
  s.shift,
  CAST(COALESCE(lf.loads, 0) AS INTEGER) AS loads,
  round(COALESCE(lf.tonnes, 0), 0) AS tonnes,
  round(lf.avg_cycle_min, 1) AS avg_cycle_min,
  round(COALESCE(tf.down_min, 0), 0) AS down_min,
  round(COALESCE(tf.idle_min, 0), 0) AS idle_min,
  round(COALESCE(tf.queuing_min, 0), 0) AS queuing_min,
  round(tf.operating_min / NULLIF(tf.available_min, 0), 4) AS utilisation,
  CASE
    WHEN COALESCE(tf.down_min, 0) >= 360 THEN 'down'
    WHEN COALESCE(tf.idle_min, 0) >= 180 THEN 'idle'
    ELSE 'normal'
  END AS flag,
  CASE
    WHEN COALESCE(tf.down_min, 0) >= 360 THEN 'In maintenance most of the shift'
    WHEN COALESCE(tf.down_min, 0) >= 60 THEN 'Part of the shift in maintenance'
    WHEN COALESCE(tf.idle_min, 0) >= 180 THEN 'Three hours or more idle'
    ELSE ''
  END AS note,
  CAST(round(20 * COALESCE(lf.tonnes, 0) / NULLIF(max(lf.tonnes) OVER (), 0)) AS INTEGER) AS bar_step
FROM shifts s
LEFT JOIN load_figures lf USING (shift_id)
LEFT JOIN time_figures tf USING (shift_id)
ORDER BY s.shift_date DESC, CASE s.shift WHEN 'Night' THEN 1 ELSE 2 END
