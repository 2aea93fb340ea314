-- transactions.sql in PostgreSQL's dialect, for a planning connection on PostgreSQL (docs/data-connections.md):
-- the same feedback checks and list. `$scavenger_feedback_payload` is bound as jsonb.

-- Feedback on a transaction that exists, with at least one answer.
INSERT INTO fleet_transaction_feedback
WITH feedback AS (
  SELECT
    $scavenger_feedback_payload ->> 'request_id' AS request_id,
    $scavenger_feedback_payload ->> 'transaction_no' AS transaction_no,
    coalesce(nullif(trim($scavenger_feedback_payload ->> 'user'), ''), 'Anonymous User') AS user_name,
    nullif(trim($scavenger_feedback_payload ->> 'preventing_benefit'), '') AS preventing_benefit,
    nullif(trim($scavenger_feedback_payload ->> 'required_changes'), '') AS required_changes,
    coalesce(fleet_try_boolean($scavenger_feedback_payload ->> 'will_realize_in_future'), false)
      AS will_realize_in_future
)
SELECT request_id, transaction_no, user_name, preventing_benefit, required_changes, will_realize_in_future,
  localtimestamp
FROM feedback
WHERE transaction_no IN (SELECT load_id FROM fleet_loads)
  AND (preventing_benefit IS NOT NULL OR required_changes IS NOT NULL OR will_realize_in_future);

WITH bounds AS (
  SELECT COALESCE(CAST($to AS DATE), max(shift_date)) AS to_date
  FROM fleet_shifts
),
period AS (
  SELECT COALESCE(CAST($from AS DATE), to_date - 13) AS from_date, to_date
  FROM bounds
),
shifts AS (
  SELECT s.shift_id, s.shift_date, s.shift
  FROM fleet_shifts s, period p
  WHERE s.shift_date BETWEEN p.from_date AND p.to_date
    AND ($shift IS NULL OR s.shift = $shift)
),
feedback AS (
  SELECT transaction_no, count(*)::integer AS feedback_count
  FROM fleet_transaction_feedback
  GROUP BY transaction_no
)
SELECT
  l.load_id AS transaction_no,
  s.shift_date,
  s.shift,
  l.loaded_at,
  origin.name AS from_site,
  destination.name AS to_site,
  round(l.tonnes::numeric, 1) AS tonnes,
  round((l.tonnes / t.payload_t)::numeric, 3) AS payload_fill,
  round((t.payload_t - l.tonnes)::numeric, 1) AS shortfall_t,
  round(l.cycle_minutes::numeric, 1) AS cycle_minutes,
  f.feedback_count IS NOT NULL AS has_feedback,
  COALESCE(f.feedback_count, 0) AS feedback_count
FROM fleet_loads l
JOIN shifts s USING (shift_id)
JOIN fleet_trucks t USING (truck_id)
JOIN fleet_sites origin ON origin.site_id = l.from_site
JOIN fleet_sites destination ON destination.site_id = l.to_site
LEFT JOIN feedback f ON f.transaction_no = l.load_id
WHERE l.truck_id = $truck
  AND ($site IS NULL OR l.from_site = $site OR l.to_site = $site)
  AND l.tonnes < 0.9 * t.payload_t
ORDER BY l.loaded_at DESC
LIMIT 50
