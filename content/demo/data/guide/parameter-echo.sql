-- A minimal endpoint for template authors: it returns the parameter values it
-- was called with, as the database received them, and a count over the stock
-- prices they select. Every value arrives bound to its placeholder; nothing is
-- pasted into the query text.
SELECT
  $symbol AS symbol,
  CAST($from AS DATE) AS from_date,
  CAST($to AS DATE) AS to_date,
  CAST(count(*) AS INTEGER) AS months,
  round(min(price), 2) AS low,
  round(max(price), 2) AS high,
  min(date) AS first_date,
  max(date) AS last_date
FROM stocks
WHERE symbol = $symbol
  AND ($from IS NULL OR date >= CAST($from AS DATE))
  AND ($to IS NULL OR date <= CAST($to AS DATE))
