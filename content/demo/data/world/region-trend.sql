-- Population-weighted life expectancy and fertility of each region for every
-- year in the data (1955–2005), as series in year order, plus all countries
-- together. `is_selected` marks the region chosen in `region`.
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
base AS (
  SELECT g.*, r.region
  FROM gapminder g
  JOIN regions r USING (cluster)
),
per_year AS (
  SELECT
    COALESCE(region, 'All countries') AS region,
    GROUPING(region) = 1 AS is_total,
    year,
    sum(life_expect * pop) / sum(pop) AS life_expect,
    sum(fertility * pop) / sum(pop) AS fertility
  FROM base
  GROUP BY GROUPING SETS ((region, year), (year))
)
SELECT
  region,
  is_total,
  ($region IS NOT NULL AND region = $region) AS is_selected,
  list(year ORDER BY year) AS years,
  list(round(life_expect, 1) ORDER BY year) AS life_expect,
  list(round(fertility, 2) ORDER BY year) AS fertility,
  round(round(last(life_expect ORDER BY year), 1) - round(first(life_expect ORDER BY year), 1), 1) AS life_expect_gain,
  round(round(last(fertility ORDER BY year), 2) - round(first(fertility ORDER BY year), 2), 2) AS fertility_change
FROM per_year
GROUP BY region, is_total
ORDER BY is_total, last(life_expect ORDER BY year) DESC
