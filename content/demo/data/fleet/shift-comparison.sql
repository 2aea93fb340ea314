-- Day shift against night shift over the selected period: output, speed of
-- the haul cycle and how the available truck hours were used. `vs_day`
-- columns give the night shift's figure relative to the day shift's.
WITH bounds AS (
  SELECT COALESCE(CAST($to AS DATE), max(shift_date)) AS to_date
  FROM fleet_shifts
),
period AS (
  SELECT COALESCE(CAST($from AS DATE), to_date - 13) AS from_date, to_date
  FROM bounds
),
shifts AS (
  SELECT s.shift_id, s.shift
  FROM fleet_shifts s, period p
  WHERE s.shift_date BETWEEN p.from_date AND p.to_date
),
load_figures AS (
  SELECT
    sh.shift,
    count(*) AS loads,
    sum(l.tonnes) AS tonnes,
    avg(l.cycle_minutes) AS avg_cycle_min,
    quantile_cont(l.cycle_minutes, 0.9) AS p90_cycle_min,
    avg(l.tonnes / t.payload_t) AS payload_fill
  FROM fleet_loads l
  JOIN shifts sh USING (shift_id)
  JOIN fleet_trucks t USING (truck_id)
  WHERE ($site IS NULL OR l.from_site = $site OR l.to_site = $site)
  GROUP BY sh.shift
),
time_figures AS (
  SELECT
    sh.shift,
    count(DISTINCT sh.shift_id) AS shifts,
    COALESCE(sum(st.minutes) FILTER (WHERE st.status <> 'maintenance'), 0) AS available_min,
    COALESCE(sum(st.minutes) FILTER (WHERE st.status IN ('hauling', 'loading', 'queuing')), 0) AS operating_min,
    COALESCE(sum(st.minutes) FILTER (WHERE st.status = 'queuing'), 0) AS queuing_min,
    COALESCE(sum(st.minutes) FILTER (WHERE st.status IN ('idle', 'standby')), 0) AS idle_min
  FROM fleet_status st
  JOIN shifts sh USING (shift_id)
  GROUP BY sh.shift
),
joined AS (
  SELECT
    tf.shift,
    tf.shifts,
    COALESCE(lf.loads, 0) AS loads,
    COALESCE(lf.tonnes, 0) AS tonnes,
    COALESCE(lf.tonnes, 0) / tf.shifts AS tonnes_per_shift,
    lf.avg_cycle_min,
    lf.p90_cycle_min,
    lf.payload_fill,
    tf.operating_min / NULLIF(tf.available_min, 0) AS utilisation,
    tf.queuing_min / NULLIF(tf.available_min, 0) AS queuing_share,
    tf.idle_min / NULLIF(tf.available_min, 0) AS idle_share
  FROM time_figures tf
  LEFT JOIN load_figures lf USING (shift)
)
SELECT
  j.shift,
  CAST(j.shifts AS INTEGER) AS shifts,
  CAST(j.loads AS INTEGER) AS loads,
  round(j.tonnes, 0) AS tonnes,
  round(j.tonnes_per_shift, 0) AS tonnes_per_shift,
  round(j.avg_cycle_min, 1) AS avg_cycle_min,
  round(j.p90_cycle_min, 1) AS p90_cycle_min,
  round(j.payload_fill, 4) AS payload_fill,
  round(j.utilisation, 4) AS utilisation,
  round(j.queuing_share, 4) AS queuing_share,
  round(j.idle_share, 4) AS idle_share,
  round(j.tonnes_per_shift / NULLIF(d.tonnes_per_shift, 0) - 1, 4) AS tonnes_per_shift_vs_day,
  round(j.avg_cycle_min - d.avg_cycle_min, 1) AS avg_cycle_min_vs_day,
  round(j.utilisation - d.utilisation, 4) AS utilisation_vs_day
FROM joined j
LEFT JOIN joined d ON d.shift = 'Day'
ORDER BY CASE j.shift WHEN 'Day' THEN 1 ELSE 2 END
