-- One stock (`symbol`) month by month over the chosen period: price, change
-- on the month, growth of 100 invested at the start, and how far the price
-- stood below its previous high. `price_step` and `drawdown_step` (0–20)
-- size the bars of a chart.
WITH bounds AS (
  SELECT
    COALESCE(CAST($from AS DATE), min(date)) AS from_date,
    COALESCE(CAST($to AS DATE), max(date)) AS to_date
  FROM stocks
),
prices AS (
  SELECT s.date, s.price
  FROM stocks s, bounds b
  WHERE s.symbol = $symbol
    AND s.date BETWEEN b.from_date AND b.to_date
),
enriched AS (
  SELECT
    date,
    price,
    price / lag(price) OVER (ORDER BY date) - 1 AS monthly_return,
    100 * price / first_value(price) OVER (ORDER BY date) AS indexed,
    max(price) OVER (ORDER BY date ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS peak
  FROM prices
)
SELECT
  date,
  CAST(year(date) AS INTEGER) AS year,
  month(date) = 1 AS is_year_start,
  round(price, 2) AS price,
  round(monthly_return, 4) AS monthly_return,
  round(indexed, 1) AS indexed,
  round(peak, 2) AS peak,
  round(price / peak - 1, 4) AS drawdown,
  price = max(price) OVER () AS is_high,
  price = min(price) OVER () AS is_low,
  CAST(round(20 * price / max(price) OVER ()) AS INTEGER) AS price_step,
  CAST(round(20 * (1 - price / peak)) AS INTEGER) AS drawdown_step
FROM enriched
ORDER BY date
