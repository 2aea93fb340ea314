-- Each stock over the chosen period (`from`–`to`; the whole history when
-- not set): start and end price, total and annualised return, volatility and
-- the deepest fall from a previous high. Prices are month-start closes.
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
),
prices AS (
  SELECT s.symbol, s.date, s.price
  FROM stocks s, bounds b
  WHERE s.date BETWEEN b.from_date AND b.to_date
),
enriched AS (
  SELECT
    symbol,
    date,
    price,
    price / lag(price) OVER (PARTITION BY symbol ORDER BY date) - 1 AS monthly_return,
    price / max(price) OVER (PARTITION BY symbol ORDER BY date ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) - 1 AS drawdown
  FROM prices
),
per_symbol AS (
  SELECT
    symbol,
    min(date) AS first_date,
    max(date) AS last_date,
    arg_min(price, date) AS first_price,
    arg_max(price, date) AS last_price,
    max(price) AS high,
    arg_max(date, price) AS high_date,
    min(price) AS low,
    arg_min(date, price) AS low_date,
    stddev_samp(monthly_return) * sqrt(12) AS volatility,
    min(drawdown) AS max_drawdown,
    count(*) AS months
  FROM enriched
  GROUP BY symbol
)
SELECT
  p.symbol,
  c.company,
  p.first_date,
  p.last_date,
  round(p.first_price, 2) AS first_price,
  round(p.last_price, 2) AS last_price,
  round(p.last_price / p.first_price - 1, 4) AS total_return,
  round(pow(p.last_price / p.first_price, 12 / NULLIF(p.months - 1, 0)) - 1, 4) AS annual_return,
  round(1000 * p.last_price / p.first_price, 0) AS value_of_1000,
  round(p.high, 2) AS high,
  p.high_date,
  round(p.low, 2) AS low,
  p.low_date,
  round(p.volatility, 4) AS volatility,
  round(p.max_drawdown, 4) AS max_drawdown,
  CAST(p.months AS INTEGER) AS months,
  p.first_date > (SELECT from_date FROM bounds) AS starts_later,
  ($symbol IS NOT NULL AND p.symbol = $symbol) AS is_selected,
  CAST(rank() OVER (ORDER BY p.last_price / p.first_price DESC) AS INTEGER) AS rank
FROM per_symbol p
JOIN companies c USING (symbol)
ORDER BY rank
