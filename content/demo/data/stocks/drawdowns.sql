-- The deepest fall of each stock from a previous high within the chosen
-- period: when the high was, when the bottom came, and whether (and when) the
-- price got back to the old high.
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
running AS (
  SELECT
    symbol,
    date,
    price,
    max(price) OVER (PARTITION BY symbol ORDER BY date ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS peak
  FROM prices
),
troughs AS (
  SELECT
    symbol,
    arg_min(date, price / peak - 1) AS trough_date,
    arg_min(price, price / peak - 1) AS trough_price,
    arg_min(peak, price / peak - 1) AS peak_price,
    min(price / peak - 1) AS max_drawdown,
    arg_max(price / peak - 1, date) AS current_drawdown
  FROM running
  GROUP BY symbol
),
peaks AS (
  SELECT t.symbol, max(p.date) AS peak_date
  FROM troughs t
  JOIN prices p ON p.symbol = t.symbol AND p.date <= t.trough_date AND p.price = t.peak_price
  GROUP BY t.symbol
),
recoveries AS (
  SELECT t.symbol, min(p.date) AS recovery_date
  FROM troughs t
  JOIN prices p ON p.symbol = t.symbol AND p.date > t.trough_date AND p.price >= t.peak_price
  GROUP BY t.symbol
)
SELECT
  t.symbol,
  c.company,
  round(t.max_drawdown, 4) AS max_drawdown,
  pk.peak_date,
  round(t.peak_price, 2) AS peak_price,
  t.trough_date,
  round(t.trough_price, 2) AS trough_price,
  CAST(date_diff('month', pk.peak_date, t.trough_date) AS INTEGER) AS months_falling,
  r.recovery_date,
  CAST(date_diff('month', t.trough_date, r.recovery_date) AS INTEGER) AS months_to_recover,
  round(t.current_drawdown, 4) AS current_drawdown,
  CASE
    WHEN t.max_drawdown = 0 THEN 'No fall'
    WHEN r.recovery_date IS NULL THEN 'Still below'
    ELSE 'Recovered'
  END AS status,
  CAST(round(-20 * t.max_drawdown) AS INTEGER) AS bar_step
FROM troughs t
JOIN companies c USING (symbol)
LEFT JOIN peaks pk USING (symbol)
LEFT JOIN recoveries r USING (symbol)
ORDER BY t.max_drawdown
