-- The routes with the longest average delay in the flight sample. Only routes
-- with enough flights to judge are listed: 20 across the country, 5 when an
-- `origin` airport is chosen (then only its routes are listed).
WITH routes AS (
  SELECT
    f.origin,
    f.destination,
    count(*) AS flights,
    avg(f.delay) AS avg_delay,
    avg(CASE WHEN f.delay <= 15 THEN 1 ELSE 0 END) AS on_time_share,
    max(f.delay) AS worst_delay,
    avg(f.distance) AS distance
  FROM flights f
  WHERE ($origin IS NULL OR f.origin = $origin)
  GROUP BY f.origin, f.destination
  HAVING count(*) >= CASE WHEN $origin IS NULL THEN 20 ELSE 5 END
)
SELECT
  r.origin,
  r.destination,
  r.origin || ' → ' || r.destination AS route,
  o.city || ' → ' || d.city AS cities,
  CAST(r.flights AS INTEGER) AS flights,
  round(r.distance, 0) AS distance,
  round(r.avg_delay, 1) AS avg_delay,
  round(r.on_time_share, 4) AS on_time_share,
  CAST(r.worst_delay AS INTEGER) AS worst_delay,
  CAST(round(20 * greatest(r.avg_delay, 0) / NULLIF(max(r.avg_delay) OVER (), 0)) AS INTEGER) AS bar_step
FROM routes r
JOIN airports o ON o.iata = r.origin
JOIN airports d ON d.iata = r.destination
ORDER BY r.avg_delay DESC, r.flights DESC
LIMIT 15
