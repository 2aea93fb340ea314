-- Each region in the chosen `year` next to 1955: population and the
-- population-weighted life expectancy and fertility of its countries in the
-- data set, with a line for all 62 countries together.
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
),
per_region AS (
  SELECT
    COALESCE(b.region, 'All countries') AS region,
    GROUPING(b.region) = 1 AS is_total,
    count(DISTINCT b.country) FILTER (WHERE b.year = s.year) AS countries,
    sum(b.pop) FILTER (WHERE b.year = s.year) AS pop,
    sum(b.life_expect * b.pop) FILTER (WHERE b.year = s.year) / sum(b.pop) FILTER (WHERE b.year = s.year) AS life_expect,
    sum(b.fertility * b.pop) FILTER (WHERE b.year = s.year) / sum(b.pop) FILTER (WHERE b.year = s.year) AS fertility,
    sum(b.life_expect * b.pop) FILTER (WHERE b.year = 1955) / sum(b.pop) FILTER (WHERE b.year = 1955) AS life_expect_1955,
    sum(b.fertility * b.pop) FILTER (WHERE b.year = 1955) / sum(b.pop) FILTER (WHERE b.year = 1955) AS fertility_1955
  FROM base b, snapshot s
  GROUP BY ROLLUP (b.region)
)
SELECT
  (SELECT year FROM snapshot) AS year,
  region,
  is_total,
  ($region IS NOT NULL AND region = $region) AS is_selected,
  CAST(countries AS INTEGER) AS countries,
  round(CAST(pop AS DOUBLE) / 1e6, 1) AS pop_millions,
  round(life_expect, 1) AS life_expect,
  round(fertility, 2) AS fertility,
  round(round(life_expect, 1) - round(life_expect_1955, 1), 1) AS life_expect_gain,
  round(round(fertility, 2) - round(fertility_1955, 2), 2) AS fertility_change,
  CAST(round(20 * life_expect / 85) AS INTEGER) AS life_bar_step,
  CAST(round(20 * fertility / 8) AS INTEGER) AS fertility_bar_step
FROM per_region
ORDER BY is_total, life_expect DESC
