-- The chosen `countries` side by side: life expectancy, fertility and
-- population for every year in the data, and each country against its
-- region's population-weighted average in the chosen `year`.
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
region_avg AS (
  SELECT
    b.region,
    sum(b.life_expect * b.pop) / sum(b.pop) AS life_expect,
    sum(b.fertility * b.pop) / sum(b.pop) AS fertility
  FROM base b, snapshot s
  WHERE b.year = s.year
  GROUP BY b.region
),
series AS (
  SELECT
    b.country,
    any_value(b.region) AS region,
    list(b.year ORDER BY b.year) AS years,
    list(round(b.life_expect, 1) ORDER BY b.year) AS life_expect,
    list(round(b.fertility, 2) ORDER BY b.year) AS fertility,
    list(round(CAST(b.pop AS DOUBLE) / 1e6, 1) ORDER BY b.year) AS pop_millions,
    max(b.life_expect) FILTER (WHERE b.year = s.year) AS life_now,
    max(b.fertility) FILTER (WHERE b.year = s.year) AS fertility_now,
    max(b.pop) FILTER (WHERE b.year = s.year) AS pop_now,
    max(b.life_expect) FILTER (WHERE b.year = 1955) AS life_1955,
    any_value(s.year) AS year
  FROM base b, snapshot s
  WHERE list_contains($countries, b.country)
  GROUP BY b.country
)
SELECT
  se.country,
  se.region,
  se.year,
  se.years,
  se.life_expect,
  se.fertility,
  se.pop_millions,
  round(se.life_now, 1) AS life_now,
  round(se.fertility_now, 2) AS fertility_now,
  round(CAST(se.pop_now AS DOUBLE) / 1e6, 1) AS pop_now_millions,
  round(round(se.life_now, 1) - round(se.life_1955, 1), 1) AS life_gain,
  round(ra.life_expect, 1) AS region_life_expect,
  round(ra.fertility, 2) AS region_fertility,
  round(round(se.life_now, 1) - round(ra.life_expect, 1), 1) AS life_vs_region,
  round(round(se.fertility_now, 2) - round(ra.fertility, 2), 2) AS fertility_vs_region
FROM series se
LEFT JOIN region_avg ra USING (region)
ORDER BY list_position($countries, se.country)
