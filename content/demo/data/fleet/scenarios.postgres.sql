-- scenarios.sql in PostgreSQL's dialect, for a planning connection on PostgreSQL (docs/data-connections.md):
-- the same operations, checks and answer. `$scenario_operation` is bound as jsonb.

-- create: Value starts from the fleet's last 14 days; Linked follows a source; Work in Progress copies one.
INSERT INTO fleet_scenarios
WITH op AS (
  SELECT
    $scenario_operation ->> 'operation' AS operation,
    trim($scenario_operation ->> 'name') AS name,
    $scenario_operation ->> 'type' AS type,
    $scenario_operation ->> 'entity_id' AS source_id
),
recent AS (
  SELECT
    count(DISTINCT l.truck_id)::integer AS trucks,
    round(avg(l.tonnes / t.payload_t)::numeric, 3) AS payload_fill,
    round(avg(l.cycle_minutes)::numeric, 1) AS cycle_minutes
  FROM fleet_loads l
  JOIN fleet_trucks t USING (truck_id)
  JOIN fleet_shifts s USING (shift_id)
  WHERE s.shift_date > (SELECT max(shift_date) - 14 FROM fleet_shifts)
),
source AS (
  -- A linked scenario's own source, so links never chain.
  SELECT
    CASE WHEN s.type = 'Linked' THEN r.scenario_id ELSE s.scenario_id END AS scenario_id,
    CASE WHEN s.type = 'Linked' THEN r.trucks ELSE s.trucks END AS trucks,
    CASE WHEN s.type = 'Linked' THEN r.payload_fill ELSE s.payload_fill END AS payload_fill,
    CASE WHEN s.type = 'Linked' THEN r.cycle_minutes ELSE s.cycle_minutes END AS cycle_minutes
  FROM fleet_scenarios s
  LEFT JOIN fleet_scenarios r ON r.scenario_id = s.source_id
  WHERE s.scenario_id = (SELECT source_id FROM op)
)
SELECT
  gen_random_uuid()::text,
  op.name,
  op.type,
  CASE WHEN op.type = 'Value' THEN NULL ELSE source.scenario_id END,
  CASE op.type WHEN 'Value' THEN recent.trucks WHEN 'Work in Progress' THEN source.trucks END,
  CASE op.type WHEN 'Value' THEN recent.payload_fill WHEN 'Work in Progress' THEN source.payload_fill END,
  CASE op.type WHEN 'Value' THEN recent.cycle_minutes WHEN 'Work in Progress' THEN source.cycle_minutes END,
  localtimestamp
FROM op
CROSS JOIN recent
LEFT JOIN source ON true
WHERE op.operation = 'create'
  AND coalesce(op.name, '') <> ''
  AND op.type IN ('Value', 'Linked', 'Work in Progress')
  AND (op.type = 'Value' OR source.scenario_id IS NOT NULL)
  AND NOT EXISTS (SELECT 1 FROM fleet_scenarios WHERE name = op.name);

-- clone: a copy with everything in it, under a new name.
INSERT INTO fleet_scenarios
WITH op AS (
  SELECT
    $scenario_operation ->> 'operation' AS operation,
    trim($scenario_operation ->> 'name') AS name,
    $scenario_operation ->> 'entity_id' AS scenario_id
)
SELECT gen_random_uuid()::text, op.name, s.type, s.source_id, s.trucks, s.payload_fill, s.cycle_minutes,
  localtimestamp
FROM op
JOIN fleet_scenarios s ON s.scenario_id = op.scenario_id
WHERE op.operation = 'clone'
  AND coalesce(op.name, '') <> ''
  AND NOT EXISTS (SELECT 1 FROM fleet_scenarios WHERE name = op.name);

-- rename: a new name, unless another scenario has it.
UPDATE fleet_scenarios
SET name = trim($scenario_operation ->> 'name'), updated_at = localtimestamp
WHERE $scenario_operation ->> 'operation' = 'rename'
  AND scenario_id = $scenario_operation ->> 'entity_id'
  AND coalesce(trim($scenario_operation ->> 'name'), '') <> ''
  AND NOT EXISTS (SELECT 1 FROM fleet_scenarios WHERE name = trim($scenario_operation ->> 'name'));

-- clear: the assumptions are emptied; the scenario and its name stay.
UPDATE fleet_scenarios
SET trucks = NULL, payload_fill = NULL, cycle_minutes = NULL, updated_at = localtimestamp
WHERE $scenario_operation ->> 'operation' = 'clear'
  AND scenario_id = $scenario_operation ->> 'entity_id';

-- commit: a work in progress writes its assumptions into its source and is closed.
UPDATE fleet_scenarios AS target
SET trucks = draft.trucks, payload_fill = draft.payload_fill, cycle_minutes = draft.cycle_minutes,
  updated_at = localtimestamp
FROM fleet_scenarios AS draft
WHERE $scenario_operation ->> 'operation' = 'commit'
  AND draft.scenario_id = $scenario_operation ->> 'entity_id'
  AND draft.type = 'Work in Progress'
  AND target.scenario_id = draft.source_id;

-- unlink: a linked scenario keeps a copy of its source's assumptions and becomes a Value one.
UPDATE fleet_scenarios AS linked
SET type = 'Value', source_id = NULL, trucks = source.trucks, payload_fill = source.payload_fill,
  cycle_minutes = source.cycle_minutes, updated_at = localtimestamp
FROM fleet_scenarios AS source
WHERE $scenario_operation ->> 'operation' = 'unlink'
  AND linked.scenario_id = $scenario_operation ->> 'entity_id'
  AND linked.type = 'Linked'
  AND source.scenario_id = linked.source_id;

-- remove (and the end of a commit): scenarios made from the removed one keep their assumptions as Value ones.
UPDATE fleet_scenarios AS dependent
SET type = 'Value', source_id = NULL,
  trucks = coalesce(dependent.trucks, source.trucks),
  payload_fill = coalesce(dependent.payload_fill, source.payload_fill),
  cycle_minutes = coalesce(dependent.cycle_minutes, source.cycle_minutes),
  updated_at = localtimestamp
FROM fleet_scenarios AS source
WHERE $scenario_operation ->> 'operation' = 'remove'
  AND source.scenario_id = $scenario_operation ->> 'entity_id'
  AND dependent.source_id = source.scenario_id;

DELETE FROM fleet_scenarios
WHERE ($scenario_operation ->> 'operation' = 'remove'
    AND scenario_id = $scenario_operation ->> 'entity_id')
  OR ($scenario_operation ->> 'operation' = 'commit'
    AND scenario_id = $scenario_operation ->> 'entity_id'
    AND type = 'Work in Progress');

-- The list, with each scenario's effective assumptions and the daily tonnes they give (as scenarios.sql), in
-- DuckDB's order of names (byte order, hence COLLATE "C").
WITH payload AS (SELECT avg(payload_t) AS rated_t FROM fleet_trucks),
effective AS (
  SELECT
    s.scenario_id,
    s.name,
    s.type,
    src.name AS source_name,
    CASE WHEN s.type = 'Linked' THEN src.trucks ELSE s.trucks END AS trucks,
    CASE WHEN s.type = 'Linked' THEN src.payload_fill ELSE s.payload_fill END AS payload_fill,
    CASE WHEN s.type = 'Linked' THEN src.cycle_minutes ELSE s.cycle_minutes END AS cycle_minutes,
    s.updated_at
  FROM fleet_scenarios s
  LEFT JOIN fleet_scenarios src ON src.scenario_id = s.source_id
)
SELECT
  e.scenario_id,
  e.name,
  e.type,
  e.source_name,
  e.trucks,
  e.payload_fill,
  e.cycle_minutes,
  round((e.trucks * payload.rated_t * e.payload_fill * (17 * 60 / e.cycle_minutes))::numeric, -2) AS tonnes_per_day,
  e.updated_at
FROM effective e
CROSS JOIN payload
ORDER BY lower(e.name) COLLATE "C", e.name COLLATE "C"
