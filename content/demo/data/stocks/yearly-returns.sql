-- Calendar-year returns of the five stocks over the chosen period, one row per
-- year. A year's return runs from the last price of the year before (or the
-- first price in the period) to the year's last price; a year that the period
-- or the data cuts short is marked partial. A stock listed during a year (Google,
-- August 2004) counts from its first price.
WITH bounds AS (
  SELECT
    COALESCE(CAST($from AS DATE), min(date)) AS from_date,
    COALESCE(CAST($to AS DATE), max(date)) AS to_date
  FROM stocks
),
prices AS (
  SELECT s.symbol, s.date, s.price
  FROM stocks s, bounds b
  WHERE s.date BETWEEN b.from_date AND b.to_date
),
per_year AS (
  SELECT
    symbol,
    year(date) AS year,
    arg_min(price, date) AS first_price,
    arg_max(price, date) AS last_price,
    min(date) AS first_date,
    max(date) AS last_date
  FROM prices
  GROUP BY symbol, year(date)
),
returns AS (
  SELECT
    symbol,
    year,
    last_price / COALESCE(lag(last_price) OVER (PARTITION BY symbol ORDER BY year), first_price) - 1 AS ret,
    first_date,
    last_date
  FROM per_year
)
SELECT
  CAST(year AS INTEGER) AS year,
  (
    month(max(last_date)) < 12
    OR (year = (SELECT min(year) FROM per_year) AND month(min(first_date)) > 1)
  ) AS is_partial,
  round(max(ret) FILTER (WHERE symbol = 'AAPL'), 4) AS aapl,
  round(max(ret) FILTER (WHERE symbol = 'AMZN'), 4) AS amzn,
  round(max(ret) FILTER (WHERE symbol = 'GOOG'), 4) AS goog,
  round(max(ret) FILTER (WHERE symbol = 'IBM'), 4) AS ibm,
  round(max(ret) FILTER (WHERE symbol = 'MSFT'), 4) AS msft,
  arg_max(symbol, ret) AS best_symbol,
  arg_min(symbol, ret) AS worst_symbol,
  round(avg(ret), 4) AS average
FROM returns
GROUP BY year
ORDER BY year
