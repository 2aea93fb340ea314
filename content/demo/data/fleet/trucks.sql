-- Every truck's output and time use in the selected period, ranked by tonnes
-- per available hour. The site filter counts loads that leave or arrive at the
-- site; time figures are the truck's whole shift.
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
  WHERE ($site IS NULL OR l.from_site = $site OR l.to_site = $site)
  GROUP BY l.truck_id
),
time_figures AS (
  SELECT
    st.truck_id,
    sum(st.minutes) AS total_min,
    COALESCE(sum(st.minutes) FILTER (WHERE st.status = 'maintenance'), 0) AS down_min,
    COALESCE(sum(st.minutes) FILTER (WHERE st.status IN ('hauling', 'loading', 'queuing')), 0) AS operating_min
  FROM fleet_status st
  JOIN shifts USING (shift_id)
  GROUP BY st.truck_id
),
joined AS (
  SELECT
    t.truck_id,
    t.reg_num,
    t.model,
    t.payload_t,
    COALESCE(lf.loads, 0) AS loads,
    COALESCE(lf.tonnes, 0) AS tonnes,
    lf.avg_cycle_min,
    lf.payload_fill,
    1 - tf.down_min / NULLIF(tf.total_min, 0) AS availability,
    tf.operating_min / NULLIF(tf.total_min - tf.down_min, 0) AS utilisation,
    COALESCE(lf.tonnes, 0) / NULLIF((tf.total_min - tf.down_min) / 60, 0) AS tonnes_per_available_hour
  FROM fleet_trucks t
  LEFT JOIN load_figures lf USING (truck_id)
  LEFT JOIN time_figures tf USING (truck_id)
)
SELECT
  truck_id,
  reg_num,
  model,
  CAST(payload_t AS DOUBLE) AS payload_t,
  CAST(loads AS INTEGER) AS loads,
  round(tonnes, 0) AS tonnes,
  round(avg_cycle_min, 1) AS avg_cycle_min,
  round(payload_fill, 4) AS payload_fill,
  round(availability, 4) AS availability,
  round(utilisation, 4) AS utilisation,
  round(tonnes_per_available_hour, 1) AS tonnes_per_available_hour,
  CAST(rank() OVER (ORDER BY tonnes_per_available_hour DESC NULLS LAST) AS INTEGER) AS rank,
  CASE
    WHEN availability < 0.85 THEN 'low-availability'
    WHEN utilisation < avg(utilisation) OVER () - 0.05 THEN 'low-utilisation'
    ELSE 'normal'
  END AS flag,
  CAST(round(20 * tonnes_per_available_hour / NULLIF(max(tonnes_per_available_hour) OVER (), 0)) AS INTEGER) AS bar_step
FROM joined
ORDER BY rank, truck_id
