-- The busiest departure airports in the flight sample (20,000 US domestic
-- flights, January–March 2001), with how punctual their flights were. A flight
-- is on time when its delay is 15 minutes or less.
WITH departures AS (
  SELECT
    f.origin,
    count(*) AS flights,
    avg(f.delay) AS avg_delay,
    median(f.delay) AS median_delay,
    avg(CASE WHEN f.delay <= 15 THEN 1 ELSE 0 END) AS on_time_share,
    avg(CASE WHEN f.delay >= 60 THEN 1 ELSE 0 END) AS hour_late_share,
    count(DISTINCT f.destination) AS destinations,
    avg(f.distance) AS avg_distance,
    rank() OVER (ORDER BY count(*) DESC) AS national_rank
  FROM flights f
  GROUP BY f.origin
)
SELECT
  d.origin AS iata,
  a.name,
  a.city,
  a.state,
  CAST(d.flights AS INTEGER) AS flights,
  round(d.flights / (SELECT count(*) FROM flights), 4) AS share,
  round(d.avg_delay, 1) AS avg_delay,
  round(d.median_delay, 1) AS median_delay,
  round(d.on_time_share, 4) AS on_time_share,
  round(d.hour_late_share, 4) AS hour_late_share,
  CAST(d.destinations AS INTEGER) AS destinations,
  round(d.avg_distance, 0) AS avg_distance,
  CAST(d.national_rank AS INTEGER) AS national_rank,
  CAST(round(20 * d.flights / max(d.flights) OVER ()) AS INTEGER) AS bar_step
FROM departures d
JOIN airports a ON a.iata = d.origin
ORDER BY d.flights DESC, d.origin
LIMIT 15
