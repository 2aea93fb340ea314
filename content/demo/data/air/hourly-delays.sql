-- Average delay by hour of scheduled departure across the whole flight
-- sample, next to the same figures for the `origin` airport when one is
-- chosen. Hours with fewer than 20 flights in the sample are left out, and
-- the airport's figures are shown only for hours with at least 5 of its flights.
WITH hours AS (
  SELECT
    hour(date) AS hour,
    count(*) AS flights,
    avg(delay) AS avg_delay,
    avg(CASE WHEN delay <= 15 THEN 1 ELSE 0 END) AS on_time_share,
    count(*) FILTER (WHERE origin = $origin) AS origin_flights,
    avg(delay) FILTER (WHERE origin = $origin) AS origin_avg_delay,
    avg(CASE WHEN delay <= 15 THEN 1 ELSE 0 END) FILTER (WHERE origin = $origin) AS origin_on_time_share
  FROM flights
  GROUP BY hour(date)
  HAVING count(*) >= 20
),
scale AS (
  SELECT greatest(max(avg_delay), COALESCE(max(origin_avg_delay) FILTER (WHERE origin_flights >= 5), 0)) AS max_delay
  FROM hours
)
SELECT
  CAST(h.hour AS INTEGER) AS hour,
  lpad(CAST(h.hour AS VARCHAR), 2, '0') || ':00' AS label,
  CAST(h.flights AS INTEGER) AS flights,
  round(h.avg_delay, 1) AS avg_delay,
  round(h.on_time_share, 4) AS on_time_share,
  CAST(h.origin_flights AS INTEGER) AS origin_flights,
  CASE WHEN h.origin_flights >= 5 THEN round(h.origin_avg_delay, 1) END AS origin_avg_delay,
  CASE WHEN h.origin_flights >= 5 THEN round(h.origin_on_time_share, 4) END AS origin_on_time_share,
  CAST(round(20 * greatest(h.avg_delay, 0) / NULLIF(s.max_delay, 0)) AS INTEGER) AS bar_step,
  CASE WHEN h.origin_flights >= 5
    THEN CAST(round(20 * greatest(h.origin_avg_delay, 0) / NULLIF(s.max_delay, 0)) AS INTEGER)
  END AS origin_bar_step
FROM hours h, scale s
-- The operating day starts at 05:00; late-night hours come last.
ORDER BY (h.hour + 19) % 24
