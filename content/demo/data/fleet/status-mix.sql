-- Where the fleet's clock time went in the selected period, by truck status.
-- Without `from`/`to` the period is the latest two weeks on record.
WITH bounds AS (
  SELECT COALESCE(CAST($to AS DATE), max(shift_date)) AS to_date
  FROM fleet_shifts
),
period AS (
  SELECT COALESCE(CAST($from AS DATE), to_date - 13) AS from_date, to_date
  FROM bounds
),
shifts AS (
  SELECT s.shift_id
  FROM fleet_shifts s, period p
  WHERE s.shift_date BETWEEN p.from_date AND p.to_date
    AND ($shift IS NULL OR s.shift = $shift)
),
by_status AS (
  SELECT st.status, sum(st.minutes) AS minutes
  FROM fleet_status st
  JOIN shifts USING (shift_id)
  GROUP BY st.status
),
statuses AS (
  SELECT * FROM (
    VALUES
      ('hauling', 'Hauling', 'Operating', 1),
      ('loading', 'Loading', 'Operating', 2),
      ('queuing', 'Queuing at loader or tip', 'Operating delay', 3),
      ('idle', 'Idle, engine running', 'Standby', 4),
      ('standby', 'Standby, parked', 'Standby', 5),
      ('maintenance', 'Maintenance', 'Down', 6)
  ) AS t(status, label, category, sort_order)
)
SELECT
  s.status,
  s.label,
  s.category,
  CAST(s.sort_order AS INTEGER) AS sort_order,
  round(COALESCE(b.minutes, 0) / 60, 0) AS hours,
  round(COALESCE(b.minutes, 0) / NULLIF(sum(b.minutes) OVER (), 0), 4) AS share,
  CAST(round(20 * COALESCE(b.minutes, 0) / NULLIF(max(b.minutes) OVER (), 0)) AS INTEGER) AS bar_step
FROM statuses s
LEFT JOIN by_status b USING (status)
ORDER BY s.sort_order
