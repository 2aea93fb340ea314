-- Every shift of the selected period with its output and how the trucks'
-- available time was used, weakest shifts first. A shift below 85 % of the
-- period's average tonnes per shift is flagged.
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
  SELECT
    l.shift_id,
    count(*) AS loads,
    count(DISTINCT l.truck_id) AS trucks,
    sum(l.tonnes) AS tonnes,
    avg(l.cycle_minutes) AS avg_cycle_min
  FROM fleet_loads l
  JOIN shifts USING (shift_id)
  WHERE ($site IS NULL OR l.from_site = $site OR l.to_site = $site)
  GROUP BY l.shift_id
),
time_figures AS (
  SELECT
    st.shift_id,
    COALESCE(sum(st.minutes) FILTER (WHERE st.status = 'maintenance'), 0) AS down_min,
    COALESCE(sum(st.minutes) FILTER (WHERE st.status <> 'maintenance'), 0) AS available_min,
    COALESCE(sum(st.minutes) FILTER (WHERE st.status IN ('hauling', 'loading', 'queuing')), 0) AS operating_min
  FROM fleet_status st
  JOIN shifts USING (shift_id)
  GROUP BY st.shift_id
),
joined AS (
  SELECT
    s.shift_id,
    s.shift_date,
    s.shift,
    COALESCE(lf.trucks, 0) AS trucks,
    COALESCE(lf.loads, 0) AS loads,
    COALESCE(lf.tonnes, 0) AS tonnes,
    lf.avg_cycle_min,
    tf.down_min,
    tf.operating_min / NULLIF(tf.available_min, 0) AS utilisation
  FROM shifts s
  LEFT JOIN load_figures lf USING (shift_id)
  LEFT JOIN time_figures tf USING (shift_id)
)
SELECT
  shift_id,
  shift_date,
  shift,
  CAST(trucks AS INTEGER) AS trucks,
  CAST(loads AS INTEGER) AS loads,
  round(tonnes, 0) AS tonnes,
  round(tonnes / NULLIF(avg(tonnes) OVER (), 0) - 1, 4) AS vs_average,
  round(avg_cycle_min, 1) AS avg_cycle_min,
  round(down_min / 60, 1) AS down_hours,
  round(utilisation, 4) AS utilisation,
  CASE WHEN tonnes < 0.85 * avg(tonnes) OVER () THEN 'below' ELSE 'normal' END AS flag,
  CAST(round(20 * tonnes / NULLIF(max(tonnes) OVER (), 0)) AS INTEGER) AS bar_step
FROM joined
ORDER BY tonnes ASC, shift_date, shift
