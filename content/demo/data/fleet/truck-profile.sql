-- One truck (`truck`) in the selected period: its details, output, time use
-- and driving, each next to the fleet average per truck, and its tonnes per
-- shift next to the average of the trucks of the same model.
WITH bounds AS (
  SELECT COALESCE(CAST($to AS DATE), max(shift_date)) AS to_date
  FROM fleet_shifts
),
period AS (
  SELECT COALESCE(CAST($from AS DATE), to_date - 13) AS from_date, to_date
  FROM bounds
),
shifts AS (
  SELECT s.shift_id, s.starts_at, s.ends_at
  FROM fleet_shifts s, period p
  WHERE s.shift_date BETWEEN p.from_date AND p.to_date
    AND ($shift IS NULL OR s.shift = $shift)
),
load_figures AS (
  SELECT
    l.truck_id,
    count(*) AS loads,
    sum(l.tonnes) AS tonnes,
    avg(l.cycle_minutes) AS avg_cycle_min,
    avg(l.tonnes / t.payload_t) AS payload_fill
  FROM fleet_loads l
  JOIN shifts USING (shift_id)
  JOIN fleet_trucks t USING (truck_id)
  GROUP BY l.truck_id
),
time_figures AS (
  SELECT
    st.truck_id,
    count(DISTINCT st.shift_id) FILTER (WHERE st.status <> 'maintenance' AND st.minutes > 0) AS shifts_worked,
    sum(st.minutes) AS total_min,
    COALESCE(sum(st.minutes) FILTER (WHERE st.status = 'maintenance'), 0) AS down_min,
    COALESCE(sum(st.minutes) FILTER (WHERE st.status IN ('hauling', 'loading', 'queuing')), 0) AS operating_min,
    COALESCE(sum(st.minutes) FILTER (WHERE st.status = 'hauling'), 0) AS hauling_min,
    COALESCE(sum(st.minutes) FILTER (WHERE st.status = 'loading'), 0) AS loading_min,
    COALESCE(sum(st.minutes) FILTER (WHERE st.status = 'queuing'), 0) AS queuing_min,
    COALESCE(sum(st.minutes) FILTER (WHERE st.status IN ('idle', 'standby')), 0) AS idle_min
  FROM fleet_status st
  JOIN shifts USING (shift_id)
  GROUP BY st.truck_id
),
gps_figures AS (
  -- From the summary built when the data loads (fleet_gps_speed_summary: GPS
  -- time per truck, shift and speed, the same minutes as the readings).
  SELECT
    t.truck_id,
    max(g.speed_kmph) AS max_speed,
    CAST(sum(g.minutes) FILTER (WHERE g.speed_kmph >= 3) AS DOUBLE) AS moving_min,
    CAST(sum(g.minutes) FILTER (WHERE g.speed_kmph > CAST($speedLimit AS DOUBLE)) AS DOUBLE) AS over_min
  FROM fleet_gps_speed_summary g
  JOIN shifts USING (shift_id)
  JOIN fleet_trucks t USING (reg_num)
  GROUP BY t.truck_id
),
per_truck AS (
  SELECT
    t.truck_id,
    COALESCE(lf.loads, 0) AS loads,
    COALESCE(lf.tonnes, 0) AS tonnes,
    lf.avg_cycle_min,
    lf.payload_fill,
    tf.shifts_worked,
    COALESCE(lf.tonnes, 0) / NULLIF(tf.shifts_worked, 0) AS tonnes_per_shift,
    1 - tf.down_min / NULLIF(tf.total_min, 0) AS availability,
    tf.operating_min / NULLIF(tf.total_min - tf.down_min, 0) AS utilisation,
    tf.idle_min / NULLIF(tf.total_min - tf.down_min, 0) AS idle_share,
    tf.down_min,
    tf.hauling_min / NULLIF(tf.total_min, 0) AS hauling_share,
    tf.loading_min / NULLIF(tf.total_min, 0) AS loading_share,
    tf.queuing_min / NULLIF(tf.total_min, 0) AS queuing_share,
    tf.idle_min / NULLIF(tf.total_min, 0) AS idle_time_share,
    tf.down_min / NULLIF(tf.total_min, 0) AS down_share,
    g.max_speed,
    COALESCE(g.over_min, 0) AS over_min,
    COALESCE(g.over_min, 0) / NULLIF(g.moving_min, 0) AS over_share
  FROM fleet_trucks t
  LEFT JOIN load_figures lf USING (truck_id)
  LEFT JOIN time_figures tf USING (truck_id)
  LEFT JOIN gps_figures g USING (truck_id)
),
fleet AS (
  SELECT
    avg(loads) AS loads,
    avg(tonnes) AS tonnes,
    avg(tonnes_per_shift) AS tonnes_per_shift,
    avg(avg_cycle_min) AS avg_cycle_min,
    avg(payload_fill) AS payload_fill,
    avg(availability) AS availability,
    avg(utilisation) AS utilisation,
    avg(idle_share) AS idle_share,
    avg(over_share) AS over_share
  FROM per_truck
),
same_model AS (
  SELECT t.model, avg(p.tonnes_per_shift) AS tonnes_per_shift, count(*) AS trucks
  FROM per_truck p
  JOIN fleet_trucks t USING (truck_id)
  GROUP BY t.model
)
SELECT
  t.truck_id,
  t.reg_num,
  t.model,
  CAST(t.payload_t AS DOUBLE) AS payload_t,
  t.commissioned,
  round(date_diff('day', t.commissioned, (SELECT to_date FROM period)) / 365.25, 1) AS age_years,
  CAST(p.shifts_worked AS INTEGER) AS shifts_worked,
  CAST(p.loads AS INTEGER) AS loads,
  round(p.tonnes, 0) AS tonnes,
  round(p.tonnes_per_shift, 0) AS tonnes_per_shift,
  round(p.avg_cycle_min, 1) AS avg_cycle_min,
  round(p.payload_fill, 4) AS payload_fill,
  round(p.availability, 4) AS availability,
  round(p.utilisation, 4) AS utilisation,
  round(p.idle_share, 4) AS idle_share,
  round(p.down_min / 60, 1) AS down_hours,
  round(p.hauling_share, 4) AS hauling_share,
  round(p.loading_share, 4) AS loading_share,
  round(p.queuing_share, 4) AS queuing_share,
  round(p.idle_time_share, 4) AS idle_time_share,
  round(p.down_share, 4) AS down_share,
  CAST(round(20 * p.hauling_share) AS INTEGER) AS hauling_step,
  CAST(round(20 * p.loading_share) AS INTEGER) AS loading_step,
  CAST(round(20 * p.queuing_share) AS INTEGER) AS queuing_step,
  CAST(round(20 * p.idle_time_share) AS INTEGER) AS idle_step,
  CAST(round(20 * p.down_share) AS INTEGER) AS down_step,
  round(p.max_speed, 1) AS max_speed,
  round(p.over_min, 0) AS over_minutes,
  round(p.over_share, 4) AS over_share,
  round(f.loads, 0) AS fleet_loads,
  round(f.tonnes_per_shift, 0) AS fleet_tonnes_per_shift,
  round(m.tonnes_per_shift, 0) AS model_tonnes_per_shift,
  CAST(m.trucks AS INTEGER) AS model_trucks,
  round(f.avg_cycle_min, 1) AS fleet_avg_cycle_min,
  round(f.payload_fill, 4) AS fleet_payload_fill,
  round(f.availability, 4) AS fleet_availability,
  round(f.utilisation, 4) AS fleet_utilisation,
  round(f.idle_share, 4) AS fleet_idle_share,
  round(f.over_share, 4) AS fleet_over_share,
  CAST((SELECT count(*) FROM per_truck q WHERE q.tonnes_per_shift > p.tonnes_per_shift) + 1 AS INTEGER) AS rank_tonnes_per_shift,
  CAST((SELECT count(*) FROM per_truck) AS INTEGER) AS fleet_size
FROM fleet_trucks t
JOIN per_truck p USING (truck_id)
CROSS JOIN fleet f
JOIN same_model m ON m.model = t.model
WHERE t.truck_id = $truck
