-- Where flights from the `origin` airport go in the flight sample: flights,
-- distance and punctuality per destination, most frequent first.
SELECT
  f.destination AS iata,
  a.name,
  a.city,
  a.state,
  CAST(count(*) AS INTEGER) AS flights,
  round(count(*) / sum(count(*)) OVER (), 4) AS share,
  round(avg(f.distance), 0) AS distance,
  round(avg(f.delay), 1) AS avg_delay,
  round(avg(CASE WHEN f.delay <= 15 THEN 1 ELSE 0 END), 4) AS on_time_share,
  CAST(round(20 * count(*) / max(count(*)) OVER ()) AS INTEGER) AS bar_step
FROM flights f
JOIN airports a ON a.iata = f.destination
WHERE f.origin = $origin
GROUP BY f.destination, a.name, a.city, a.state
ORDER BY flights DESC, f.destination
LIMIT 20
