-- Every airport of the chosen `state` that appears in the flight sample, with
-- departures, arrivals and the punctuality of its departures.
WITH outbound AS (
  SELECT
    origin AS iata,
    count(*) AS departures,
    avg(delay) AS avg_delay,
    avg(CASE WHEN delay <= 15 THEN 1 ELSE 0 END) AS on_time_share
  FROM flights
  GROUP BY origin
),
inbound AS (
  SELECT destination AS iata, count(*) AS arrivals, avg(delay) AS avg_arrival_delay
  FROM flights
  GROUP BY destination
)
SELECT
  a.iata,
  a.name,
  a.city,
  a.state,
  CAST(COALESCE(o.departures, 0) AS INTEGER) AS departures,
  CAST(COALESCE(i.arrivals, 0) AS INTEGER) AS arrivals,
  round(o.avg_delay, 1) AS avg_delay,
  round(o.on_time_share, 4) AS on_time_share,
  round(i.avg_arrival_delay, 1) AS avg_arrival_delay,
  ($origin IS NOT NULL AND a.iata = $origin) AS is_selected,
  CAST(round(20 * (COALESCE(o.departures, 0) + COALESCE(i.arrivals, 0))
    / NULLIF(max(COALESCE(o.departures, 0) + COALESCE(i.arrivals, 0)) OVER (), 0)) AS INTEGER) AS bar_step
FROM airports a
LEFT JOIN outbound o USING (iata)
LEFT JOIN inbound i USING (iata)
WHERE a.state = $state
  AND (o.departures IS NOT NULL OR i.arrivals IS NOT NULL)
ORDER BY COALESCE(o.departures, 0) + COALESCE(i.arrivals, 0) DESC, a.iata
