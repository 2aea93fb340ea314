-- One airport (`origin`) in the flight sample: traffic, punctuality, its
-- worst hour and its place among all departure airports.
WITH all_origins AS (
  SELECT
    origin,
    count(*) AS flights,
    avg(delay) AS avg_delay,
    avg(CASE WHEN delay <= 15 THEN 1 ELSE 0 END) AS on_time_share
  FROM flights
  GROUP BY origin
),
ranked AS (
  SELECT
    *,
    rank() OVER (ORDER BY flights DESC) AS traffic_rank,
    rank() OVER (ORDER BY CASE WHEN flights >= 100 THEN on_time_share END DESC NULLS LAST) AS punctuality_rank,
    count(*) FILTER (WHERE flights >= 100) OVER () AS airports_with_100
  FROM all_origins
),
mine AS (
  SELECT * FROM flights WHERE origin = $origin
),
worst_hour AS (
  SELECT hour(date) AS hour, avg(delay) AS avg_delay
  FROM mine
  GROUP BY hour(date)
  HAVING count(*) >= 5
  ORDER BY avg_delay DESC
  LIMIT 1
),
figures AS (
  SELECT
    count(*) AS flights,
    count(DISTINCT destination) AS destinations,
    avg(distance) AS avg_distance,
    max(distance) AS max_distance,
    median(delay) AS median_delay,
    avg(CASE WHEN delay >= 60 THEN 1 ELSE 0 END) AS hour_late_share,
    avg(CASE WHEN delay < 0 THEN 1 ELSE 0 END) AS early_share,
    max(delay) AS worst_delay
  FROM mine
)
SELECT
  a.iata,
  a.name,
  a.city,
  a.state,
  a.latitude,
  a.longitude,
  CAST(f.flights AS INTEGER) AS flights,
  CAST((SELECT count(*) FROM flights WHERE destination = $origin) AS INTEGER) AS arrivals,
  round(f.flights / (SELECT count(*) FROM flights), 4) AS share,
  CAST(f.destinations AS INTEGER) AS destinations,
  round(f.avg_distance, 0) AS avg_distance,
  CAST(f.max_distance AS INTEGER) AS max_distance,
  round(r.avg_delay, 1) AS avg_delay,
  round(f.median_delay, 1) AS median_delay,
  round(r.on_time_share, 4) AS on_time_share,
  round(f.hour_late_share, 4) AS hour_late_share,
  round(f.early_share, 4) AS early_share,
  CAST(f.worst_delay AS INTEGER) AS worst_delay,
  CAST(r.traffic_rank AS INTEGER) AS traffic_rank,
  CAST((SELECT count(*) FROM all_origins) AS INTEGER) AS airports_total,
  CAST(CASE WHEN r.flights >= 100 THEN r.punctuality_rank END AS INTEGER) AS punctuality_rank,
  CAST(r.airports_with_100 AS INTEGER) AS airports_with_100,
  lpad(CAST(w.hour AS VARCHAR), 2, '0') || ':00' AS worst_hour,
  round(w.avg_delay, 1) AS worst_hour_avg_delay,
  round((SELECT avg(delay) FROM flights), 1) AS national_avg_delay,
  round((SELECT avg(CASE WHEN delay <= 15 THEN 1 ELSE 0 END) FROM flights), 4) AS national_on_time_share
FROM airports a
JOIN ranked r ON r.origin = a.iata
CROSS JOIN figures f
LEFT JOIN worst_hour w ON true
WHERE a.iata = $origin
