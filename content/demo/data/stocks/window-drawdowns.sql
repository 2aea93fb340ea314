-- How each stock fared inside a window of the period, typically the range a
-- reader zoomed the price chart to (`zoomFrom`/`zoomTo`, falling back to the
-- storyline's `from`/`to`): the change from the window's first to its last
-- price, and the deepest fall from a high to a later low within the window.
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
    COALESCE(CAST($zoomFrom AS DATE), CAST($from AS DATE), min(date)) AS from_date,
    COALESCE(CAST($zoomTo AS DATE), CAST($to AS DATE), max(date)) AS to_date
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
figures AS (
  SELECT
    symbol,
    min(date) AS first_date,
    max(date) AS last_date,
    arg_min(price, date) AS first_price,
    arg_max(price, date) AS last_price,
    min(price / peak - 1) AS max_drawdown,
    arg_min(date, price / peak - 1) AS trough_date,
    CAST(count(*) AS INTEGER) AS months
  FROM running
  GROUP BY symbol
)
SELECT
  f.symbol,
  c.company,
  f.first_date,
  f.last_date,
  f.months,
  round(f.first_price, 2) AS first_price,
  round(f.last_price, 2) AS last_price,
  round(f.last_price / f.first_price - 1, 4) AS change,
  round(f.max_drawdown, 4) AS max_drawdown,
  f.trough_date,
  CAST(round(-20 * f.max_drawdown) AS INTEGER) AS bar_step
FROM figures f
JOIN companies c USING (symbol)
ORDER BY f.max_drawdown, c.company
