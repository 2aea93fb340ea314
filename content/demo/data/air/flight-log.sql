-- The flight log: every departure from `flightLogFrom` on, in departure order, from
-- the first 200,000 departures of 2001 in the 3-million-flight record (1 to 13 January).
-- A flight is on time when it left at most 15 minutes late.
SELECT
  f.date AS departure,
  f.origin,
  f.destination,
  f.distance,
  f.delay,
  f.delay <= 15 AS on_time
FROM flight_log f
WHERE f.date >= CAST($flightLogFrom AS DATE)
ORDER BY f.date, f.origin, f.destination, f.delay, f.distance
