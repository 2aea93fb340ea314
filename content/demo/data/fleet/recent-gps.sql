-- Where the trucks were in ten busy minutes of the last day shift on record (16:00 to 16:10): every other
-- reading of each truck, so a truck leaves a short trail. A speed below 3 km/h counts as standing still and
-- answers 0, so the map draws it red.
WITH window_start AS (
  SELECT max(starts_at) + INTERVAL 10 HOUR AS starts_at
  FROM fleet_shifts
  WHERE shift = 'Day'
),
readings AS (
  SELECT
    g.reg_num,
    g.ts,
    g.latitude,
    g.longitude,
    g.speed_kmph,
    g.time_to_prev_reading_mins,
    row_number() OVER (PARTITION BY g.reg_num ORDER BY g.ts) AS position
  FROM fleet_gps g, window_start w
  WHERE g.ts >= w.starts_at AND g.ts < w.starts_at + INTERVAL 10 MINUTE
)
SELECT
  reg_num,
  ts,
  latitude,
  longitude,
  CASE WHEN speed_kmph < 3 THEN 0 ELSE round(speed_kmph, 1) END AS speed_kmph,
  -- Every other reading is shown, so each one stands for the time since the one shown before it.
  round(coalesce(time_to_prev_reading_mins, 0) * 2, 2) AS time_to_prev_reading_mins
FROM readings
WHERE position % 2 = 1
ORDER BY reg_num, ts
