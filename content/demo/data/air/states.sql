-- Departures and punctuality per state in the flight sample, with the number
-- of airports each state has in the airport list. `is_selected` marks the
-- state chosen in `state`.
WITH per_state AS (
  SELECT
    a.state,
    count(*) AS flights,
    count(DISTINCT f.origin) AS active_airports,
    avg(f.delay) AS avg_delay,
    avg(CASE WHEN f.delay <= 15 THEN 1 ELSE 0 END) AS on_time_share
  FROM flights f
  JOIN airports a ON a.iata = f.origin
  GROUP BY a.state
),
listed AS (
  SELECT state, count(*) AS airports
  FROM airports
  GROUP BY state
)
SELECT
  p.state,
  CAST(l.airports AS INTEGER) AS listed_airports,
  CAST(p.active_airports AS INTEGER) AS active_airports,
  CAST(p.flights AS INTEGER) AS flights,
  round(p.flights / sum(p.flights) OVER (), 4) AS share,
  round(p.avg_delay, 1) AS avg_delay,
  round(p.on_time_share, 4) AS on_time_share,
  ($state IS NOT NULL AND p.state = $state) AS is_selected,
  CAST(rank() OVER (ORDER BY p.flights DESC) AS INTEGER) AS rank,
  CAST(round(20 * p.flights / max(p.flights) OVER ()) AS INTEGER) AS bar_step
FROM per_state p
JOIN listed l USING (state)
ORDER BY p.flights DESC, p.state
