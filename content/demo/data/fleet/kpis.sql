-- Headline figures of the haul fleet for the selected period, next to the
-- same number of days just before it (left empty when the data does not reach
-- that far back). Without `from`/`to` the period is the latest two weeks on
-- record. The site filter applies to loads (a load counts when it leaves or
-- arrives at the site); time figures are fleet-wide. `site_name` is the
-- selected site's readable name, for the caption.
WITH bounds AS (
  SELECT COALESCE(CAST($to AS DATE), max(shift_date)) AS to_date, min(shift_date) AS data_from
  FROM fleet_shifts
),
period AS (
  SELECT
    COALESCE(CAST($from AS DATE), to_date - 13) AS from_date,
    to_date,
    data_from
  FROM bounds
),
windows AS (
  SELECT
    from_date,
    to_date,
    from_date - CAST(to_date - from_date + 1 AS INTEGER) AS prev_from,
    from_date - 1 AS prev_to,
    from_date - CAST(to_date - from_date + 1 AS INTEGER) >= data_from AS has_prev
  FROM period
),
shifts AS (
  SELECT s.shift_id, s.shift_date >= w.from_date AS is_current
  FROM fleet_shifts s, windows w
  WHERE s.shift_date BETWEEN w.prev_from AND w.to_date
    AND ($shift IS NULL OR s.shift = $shift)
),
loads AS (
  SELECT
    sh.is_current,
    l.truck_id,
    l.tonnes,
    l.cycle_minutes,
    l.tonnes / t.payload_t AS fill,
    dest.kind IN ('crusher', 'stockpile') AS is_ore,
    dest.kind = 'waste_dump' AS is_waste
  FROM fleet_loads l
  JOIN shifts sh USING (shift_id)
  JOIN fleet_trucks t USING (truck_id)
  JOIN fleet_sites dest ON dest.site_id = l.to_site
  WHERE ($site IS NULL OR l.from_site = $site OR l.to_site = $site)
),
load_figures AS (
  SELECT
    count(*) FILTER (WHERE is_current) AS loads,
    count(DISTINCT truck_id) FILTER (WHERE is_current) AS trucks_active,
    sum(tonnes) FILTER (WHERE is_current) AS tonnes,
    sum(tonnes) FILTER (WHERE is_current AND is_ore) AS ore_tonnes,
    sum(tonnes) FILTER (WHERE is_current AND is_waste) AS waste_tonnes,
    avg(cycle_minutes) FILTER (WHERE is_current) AS avg_cycle_min,
    avg(fill) FILTER (WHERE is_current) AS payload_fill,
    sum(tonnes) FILTER (WHERE NOT is_current) AS prev_tonnes,
    avg(cycle_minutes) FILTER (WHERE NOT is_current) AS prev_avg_cycle_min
  FROM loads
),
time_figures AS (
  SELECT
    count(DISTINCT st.shift_id) FILTER (WHERE sh.is_current) AS shifts,
    COALESCE(sum(st.minutes) FILTER (WHERE sh.is_current), 0) AS total_min,
    COALESCE(sum(st.minutes) FILTER (WHERE sh.is_current AND st.status = 'maintenance'), 0) AS down_min,
    COALESCE(sum(st.minutes) FILTER (WHERE sh.is_current AND st.status IN ('hauling', 'loading', 'queuing')), 0) AS operating_min,
    COALESCE(sum(st.minutes) FILTER (WHERE sh.is_current AND st.status IN ('idle', 'standby')), 0) AS idle_min,
    COALESCE(sum(st.minutes) FILTER (WHERE NOT sh.is_current), 0) AS prev_total_min,
    COALESCE(sum(st.minutes) FILTER (WHERE NOT sh.is_current AND st.status = 'maintenance'), 0) AS prev_down_min,
    COALESCE(sum(st.minutes) FILTER (WHERE NOT sh.is_current AND st.status IN ('hauling', 'loading', 'queuing')), 0) AS prev_operating_min
  FROM fleet_status st
  JOIN shifts sh USING (shift_id)
)
SELECT
  w.from_date,
  w.to_date,
  CAST(w.to_date - w.from_date + 1 AS INTEGER) AS days,
  CAST(t.shifts AS INTEGER) AS shifts,
  CAST(l.trucks_active AS INTEGER) AS trucks_active,
  (SELECT name FROM fleet_sites WHERE site_id = $site) AS site_name,
  CAST(l.loads AS INTEGER) AS loads,
  round(COALESCE(l.tonnes, 0), 0) AS tonnes,
  round(COALESCE(l.ore_tonnes, 0), 0) AS ore_tonnes,
  round(COALESCE(l.waste_tonnes, 0), 0) AS waste_tonnes,
  round(COALESCE(l.waste_tonnes, 0) / NULLIF(l.ore_tonnes, 0), 2) AS strip_ratio,
  round(l.tonnes / NULLIF(t.shifts, 0), 0) AS tonnes_per_shift,
  round(l.avg_cycle_min, 1) AS avg_cycle_min,
  round(l.payload_fill, 4) AS payload_fill,
  round(1 - t.down_min / NULLIF(t.total_min, 0), 4) AS availability,
  round(t.operating_min / NULLIF(t.total_min - t.down_min, 0), 4) AS utilisation,
  round(t.idle_min / NULLIF(t.total_min - t.down_min, 0), 4) AS idle_share,
  CASE WHEN $site IS NULL THEN round(l.tonnes / NULLIF(t.operating_min / 60, 0), 1) END AS tonnes_per_operating_hour,
  w.prev_from,
  w.prev_to,
  CASE WHEN w.has_prev THEN round(l.prev_tonnes, 0) END AS prev_tonnes,
  CASE WHEN w.has_prev THEN round(l.tonnes / NULLIF(l.prev_tonnes, 0) - 1, 4) END AS tonnes_change,
  CASE WHEN w.has_prev THEN round(l.avg_cycle_min - l.prev_avg_cycle_min, 1) END AS cycle_change_min,
  CASE WHEN w.has_prev THEN round(
    t.operating_min / NULLIF(t.total_min - t.down_min, 0)
      - t.prev_operating_min / NULLIF(t.prev_total_min - t.prev_down_min, 0),
    4
  ) END AS utilisation_change
FROM windows w, load_figures l, time_figures t
