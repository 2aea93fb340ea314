-- Driving behaviour per truck from GPS in the selected period: moving speed,
-- top speed and time above the site speed limit (`speedLimit`, km/h). An
-- overspeed event is a run of consecutive readings above the limit.
WITH bounds AS (
  SELECT COALESCE(CAST($to AS DATE), max(shift_date)) AS to_date
  FROM fleet_shifts
),
period AS (
  SELECT COALESCE(CAST($from AS DATE), to_date - 13) AS from_date, to_date
  FROM bounds
),
shifts AS (
  SELECT s.shift_id, s.shift, s.starts_at, s.ends_at
  FROM fleet_shifts s, period p
  WHERE s.shift_date BETWEEN p.from_date AND p.to_date
    AND ($shift IS NULL OR s.shift = $shift)
),
readings AS (
  -- A reading stands for the time since the truck's previous reading, capped
  -- at 10 minutes so that gaps in GPS coverage do not count as driving time.
  SELECT
    g.reg_num,
    g.ts,
    g.latitude,
    g.longitude,
    g.speed_kmph,
    least(COALESCE(g.time_to_prev_reading_mins, 0), 10) AS minutes,
    sh.shift_id
  FROM fleet_gps g
  JOIN shifts sh ON g.ts >= sh.starts_at AND g.ts < sh.ends_at
),
flagged AS (
  SELECT
    r.*,
    r.speed_kmph > CAST($speedLimit AS DOUBLE) AS is_over,
    COALESCE(lag(r.speed_kmph > CAST($speedLimit AS DOUBLE)) OVER (PARTITION BY r.reg_num ORDER BY r.ts), false) AS was_over
  FROM readings r
),
per_truck AS (
  SELECT
    reg_num,
    sum(minutes) AS tracked_min,
    sum(minutes) FILTER (WHERE speed_kmph >= 3) AS moving_min,
    sum(speed_kmph * minutes) FILTER (WHERE speed_kmph >= 3) AS moving_speed_x_min,
    quantile_cont(speed_kmph, 0.95) FILTER (WHERE speed_kmph >= 3) AS p95_speed,
    max(speed_kmph) AS max_speed,
    sum(minutes) FILTER (WHERE is_over) AS over_min,
    count(*) FILTER (WHERE is_over AND NOT was_over) AS over_events
  FROM flagged
  GROUP BY reg_num
)
SELECT
  t.truck_id,
  t.reg_num,
  t.model,
  round(p.tracked_min / 60, 1) AS tracked_hours,
  round(p.moving_min / NULLIF(p.tracked_min, 0), 4) AS moving_share,
  round(p.moving_speed_x_min / NULLIF(p.moving_min, 0), 1) AS avg_moving_speed,
  round(p.p95_speed, 1) AS p95_speed,
  round(p.max_speed, 1) AS max_speed,
  round(COALESCE(p.over_min, 0), 0) AS over_minutes,
  round(COALESCE(p.over_min, 0) / NULLIF(p.moving_min, 0), 4) AS over_share,
  CAST(p.over_events AS INTEGER) AS over_events,
  CASE
    WHEN COALESCE(p.over_min, 0) / NULLIF(p.moving_min, 0) > 2 * avg(COALESCE(p.over_min, 0) / NULLIF(p.moving_min, 0)) OVER () THEN 'high'
    ELSE 'normal'
  END AS flag,
  CAST(round(20 * COALESCE(p.over_min, 0) / NULLIF(max(p.over_min) OVER (), 0)) AS INTEGER) AS bar_step
FROM per_truck p
JOIN fleet_trucks t USING (reg_num)
ORDER BY over_share DESC, t.truck_id
