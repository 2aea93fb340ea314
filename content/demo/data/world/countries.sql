-- Every country in the chosen `year` (optionally one `region`): life
-- expectancy against fertility, the two axes of the classic bubble chart,
-- with the change since 1955 and a plain-language position.
WITH regions AS (
  SELECT * FROM (
    VALUES
      (0, 'South Asia'),
      (1, 'Europe & Central Asia'),
      (2, 'Sub-Saharan Africa'),
      (3, 'America'),
      (4, 'East Asia & Pacific'),
      (5, 'Middle East & North Africa')
  ) AS t(cluster, region)
),
snapshot AS (
  -- The data has every fifth year; an in-between year falls back to the one before.
  SELECT COALESCE(max(year) FILTER (WHERE year <= $year), min(year)) AS year
  FROM gapminder
),
base AS (
  SELECT g.*, r.region
  FROM gapminder g
  JOIN regions r USING (cluster)
  WHERE ($region IS NULL OR r.region = $region)
),
snapshot_rows AS (
  SELECT b.* FROM base b, snapshot s WHERE b.year = s.year
),
baseline AS (
  SELECT country, life_expect, fertility FROM base WHERE year = 1955
)
SELECT
  n.year,
  n.country,
  n.region,
  round(CAST(n.pop AS DOUBLE) / 1e6, 1) AS pop_millions,
  round(n.life_expect, 1) AS life_expect,
  round(n.fertility, 2) AS fertility,
  round(round(n.life_expect, 1) - round(t.life_expect, 1), 1) AS life_expect_gain,
  round(round(n.fertility, 2) - round(t.fertility, 2), 2) AS fertility_change,
  CASE
    WHEN n.fertility <= 2.5 AND n.life_expect >= 70 THEN 'Small families, long lives'
    WHEN n.fertility >= 4.5 AND n.life_expect < 60 THEN 'Large families, shorter lives'
    ELSE 'In transition'
  END AS position,
  CASE
    WHEN n.fertility <= 2.5 AND n.life_expect >= 70 THEN 'developed'
    WHEN n.fertility >= 4.5 AND n.life_expect < 60 THEN 'early'
    ELSE 'transition'
  END AS tone,
  CAST(rank() OVER (ORDER BY n.life_expect DESC) AS INTEGER) AS rank,
  CAST(round(20 * n.life_expect / 85) AS INTEGER) AS life_bar_step,
  CAST(round(20 * least(n.fertility, 8) / 8) AS INTEGER) AS fertility_bar_step
FROM snapshot_rows n
LEFT JOIN baseline t USING (country)
ORDER BY n.life_expect DESC, n.country
