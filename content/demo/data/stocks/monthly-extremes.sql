-- The five best and five worst months of one stock (`symbol`) within the
-- chosen period, measured month-start to month-start.
WITH bounds AS (
  SELECT
    COALESCE(CAST($from AS DATE), min(date)) AS from_date,
    COALESCE(CAST($to AS DATE), max(date)) AS to_date
  FROM stocks
),
moves AS (
  SELECT
    s.date,
    s.price,
    lag(s.date) OVER (ORDER BY s.date) AS prev_date,
    s.price / lag(s.price) OVER (ORDER BY s.date) - 1 AS monthly_return
  FROM stocks s, bounds b
  WHERE s.symbol = $symbol
    AND s.date BETWEEN b.from_date AND b.to_date
),
ranked AS (
  SELECT
    *,
    row_number() OVER (ORDER BY monthly_return DESC) AS best_rank,
    row_number() OVER (ORDER BY monthly_return ASC) AS worst_rank
  FROM moves
  WHERE monthly_return IS NOT NULL
)
SELECT
  CASE WHEN best_rank <= 5 THEN 'best' ELSE 'worst' END AS kind,
  CASE WHEN best_rank <= 5 THEN 'Rise' ELSE 'Fall' END AS label,
  CAST(CASE WHEN best_rank <= 5 THEN best_rank ELSE worst_rank END AS INTEGER) AS rank,
  prev_date AS month_start,
  date AS month_end,
  round(price, 2) AS price,
  round(monthly_return, 4) AS monthly_return,
  CAST(round(20 * abs(monthly_return) / max(abs(monthly_return)) OVER ()) AS INTEGER) AS bar_step
FROM ranked
WHERE best_rank <= 5 OR worst_rank <= 5
ORDER BY kind, rank
