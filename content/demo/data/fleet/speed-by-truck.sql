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
truck_speeds AS (
  -- GPS time per truck and speed in the selected shifts, from the summary
  -- built when the data loads (fleet_gps_speed_summary: the same readings and
  -- minutes as fleet_gps). `rises` summed over the speeds up to the limit
  -- counts the steps from one reading to the next that cross it.
  SELECT g.reg_num, g.speed_kmph, sum(g.readings) AS readings, CAST(sum(g.minutes) AS DOUBLE) AS minutes,
         sum(g.rises) AS rises
  FROM fleet_gps_speed_summary g
  JOIN shifts USING (shift_id)
  GROUP BY g.reg_num, g.speed_kmph
),
shift_edges AS (
  -- A run above the limit may also start with a shift's first reading: when
  -- the truck's previous reading in the selection (the last of its previous
  -- selected shift) was not above it.
  SELECT
    e.reg_num,
    e.first_speed,
    lag(e.last_speed) OVER (PARTITION BY e.reg_num ORDER BY e.starts_at) AS speed_before
  FROM fleet_gps_shift_summary e
  JOIN shifts USING (shift_id)
),
edge_events AS (
  SELECT
    reg_num,
    count(*) FILTER (
      WHERE first_speed > CAST($speedLimit AS DOUBLE) AND NOT COALESCE(speed_before > CAST($speedLimit AS DOUBLE), false)
    ) AS events
  FROM shift_edges
  GROUP BY reg_num
),
moving_ranks AS (
  -- The 95th percentile of moving speed, interpolated between the readings at
  -- its two neighbouring ranks as quantile_cont does.
  SELECT
    reg_num,
    speed_kmph,
    sum(readings) OVER (PARTITION BY reg_num ORDER BY speed_kmph) AS readings_through,
    CAST(sum(readings) OVER (PARTITION BY reg_num) - 1 AS DOUBLE) * 0.95::DOUBLE AS rank_95
  FROM truck_speeds
  WHERE speed_kmph >= 3
),
p95 AS (
  SELECT
    reg_num,
    min(speed_kmph) FILTER (WHERE readings_through > floor(rank_95)) AS below,
    min(speed_kmph) FILTER (WHERE readings_through > ceil(rank_95)) AS above,
    any_value(rank_95 - floor(rank_95)) AS fraction
  FROM moving_ranks
  GROUP BY reg_num
),
per_truck AS (
  SELECT
    s.reg_num,
    sum(s.minutes) AS tracked_min,
    sum(s.minutes) FILTER (WHERE s.speed_kmph >= 3) AS moving_min,
    sum(s.speed_kmph * s.minutes) FILTER (WHERE s.speed_kmph >= 3) AS moving_speed_x_min,
    any_value(q.below + (q.above - q.below) * q.fraction) AS p95_speed,
    max(s.speed_kmph) AS max_speed,
    sum(s.minutes) FILTER (WHERE s.speed_kmph > CAST($speedLimit AS DOUBLE)) AS over_min,
    COALESCE(sum(s.rises) FILTER (WHERE s.speed_kmph <= CAST($speedLimit AS DOUBLE)), 0) + any_value(e.events) AS over_events
  FROM truck_speeds s
  JOIN edge_events e USING (reg_num)
  LEFT JOIN p95 q USING (reg_num)
  GROUP BY s.reg_num
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
