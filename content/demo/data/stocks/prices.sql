-- Every stock's month-start price over the chosen period, one row per symbol
-- and month, for a chart with one line per company. `indexed` is the growth
-- of 100 invested at the stock's first price in the period.
WITH companies AS (
  SELECT * FROM (
    VALUES
      ('AAPL', 'Apple'),
      ('AMZN', 'Amazon'),
      ('GOOG', 'Google'),
      ('IBM', 'IBM'),
      ('MSFT', 'Microsoft')
  ) AS t(symbol, company)
),
bounds AS (
  SELECT
    COALESCE(CAST($from AS DATE), min(date)) AS from_date,
    COALESCE(CAST($to AS DATE), max(date)) AS to_date
  FROM stocks
)
SELECT
  s.symbol,
  c.company,
  s.date,
  round(s.price, 2) AS price,
  round(100 * s.price / first_value(s.price) OVER (PARTITION BY s.symbol ORDER BY s.date), 1) AS indexed
FROM stocks s
JOIN companies c USING (symbol)
CROSS JOIN bounds b
WHERE s.date BETWEEN b.from_date AND b.to_date
ORDER BY c.company, s.date
