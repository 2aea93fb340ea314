-- Average delay by day of the week across the flight sample, next to the
-- `origin` airport when one is chosen (shown only for days with at least 5 of
-- its flights).
WITH days AS (
  SELECT
    isodow(date) AS weekday,
    count(*) AS flights,
    avg(delay) AS avg_delay,
    avg(CASE WHEN delay <= 15 THEN 1 ELSE 0 END) AS on_time_share,
    count(*) FILTER (WHERE origin = $origin) AS origin_flights,
    avg(delay) FILTER (WHERE origin = $origin) AS origin_avg_delay,
    avg(CASE WHEN delay <= 15 THEN 1 ELSE 0 END) FILTER (WHERE origin = $origin) AS origin_on_time_share
  FROM flights
  GROUP BY isodow(date)
)
SELECT
  CAST(weekday AS INTEGER) AS weekday,
  ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'][weekday] AS label,
  CAST(flights AS INTEGER) AS flights,
  round(avg_delay, 1) AS avg_delay,
  round(on_time_share, 4) AS on_time_share,
  CAST(origin_flights AS INTEGER) AS origin_flights,
  CASE WHEN origin_flights >= 5 THEN round(origin_avg_delay, 1) END AS origin_avg_delay,
  CASE WHEN origin_flights >= 5 THEN round(origin_on_time_share, 4) END AS origin_on_time_share,
  CAST(round(20 * greatest(avg_delay, 0) / NULLIF(s.max_delay, 0)) AS INTEGER) AS bar_step,
  CASE WHEN origin_flights >= 5
    THEN CAST(round(20 * greatest(origin_avg_delay, 0) / NULLIF(s.max_delay, 0)) AS INTEGER)
  END AS origin_bar_step
FROM days, (
  SELECT greatest(max(avg_delay), COALESCE(max(origin_avg_delay) FILTER (WHERE origin_flights >= 5), 0)) AS max_delay
  FROM days
) AS s
ORDER BY weekday
