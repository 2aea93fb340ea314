-- Change per country between 1955 and the chosen `year` (optionally one
-- `region`): years of life expectancy gained and children per woman fewer,
-- biggest gains first.
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
pairs AS (
  SELECT
    b.country,
    any_value(b.region) AS region,
    max(b.life_expect) FILTER (WHERE b.year = 1955) AS life_1955,
    max(b.life_expect) FILTER (WHERE b.year = s.year) AS life_now,
    max(b.fertility) FILTER (WHERE b.year = 1955) AS fertility_1955,
    max(b.fertility) FILTER (WHERE b.year = s.year) AS fertility_now,
    any_value(s.year) AS year
  FROM base b, snapshot s
  GROUP BY b.country
)
SELECT
  year,
  country,
  region,
  round(life_1955, 1) AS life_1955,
  round(life_now, 1) AS life_now,
  round(round(life_now, 1) - round(life_1955, 1), 1) AS life_gain,
  round((life_now - life_1955) / NULLIF((year - 1955) / 10, 0), 1) AS life_gain_per_decade,
  round(fertility_1955, 2) AS fertility_1955,
  round(fertility_now, 2) AS fertility_now,
  round(round(fertility_now, 2) - round(fertility_1955, 2), 2) AS fertility_change,
  CAST(round(20 * greatest(life_now - life_1955, 0) / NULLIF(max(life_now - life_1955) OVER (), 0)) AS INTEGER) AS bar_step,
  CASE WHEN life_now < life_1955 THEN 'decline' ELSE 'gain' END AS tone
FROM pairs
WHERE life_1955 IS NOT NULL AND life_now IS NOT NULL
ORDER BY round(life_now, 1) - round(life_1955, 1) DESC, country
