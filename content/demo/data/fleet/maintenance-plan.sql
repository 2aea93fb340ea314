-- The workshop's maintenance plan, changed by the Gantt chart's edits. `maintenance_operation` is the chart's
-- payload (JSON) or empty; the data engine runs these statements in one transaction, once per request_id, and
-- rolls them back when there is no operation, so every statement below only acts when its operation is asked
-- for. The final SELECT answers one row: the chart's items, links and markers.

-- update-item {id, name, start, end}: a new name and dates. A name that is not text or is empty, a date not
-- written YYYY-MM-DD (infinity, a five-digit year, a time of day), or a start after the end changes nothing.
-- A milestone has one date, its start.
UPDATE fleet_maintenance_plan AS item
SET
  name = op.name,
  start_date = op.start_date,
  end_date = CASE WHEN item.type = 'milestone' THEN op.start_date ELSE op.end_date END,
  updated_at = current_localtimestamp()
FROM (
  SELECT
    json_extract_string($maintenance_operation, '$.operation') AS operation,
    json_extract_string($maintenance_operation, '$.id') AS id,
    CASE WHEN json_type($maintenance_operation, '$.name') = 'VARCHAR'
      THEN trim(json_extract_string($maintenance_operation, '$.name')) END AS name,
    CASE WHEN regexp_full_match(json_extract_string($maintenance_operation, '$.start'), '\d{4}-\d{2}-\d{2}')
      THEN TRY_CAST(json_extract_string($maintenance_operation, '$.start') AS DATE) END AS start_date,
    CASE WHEN regexp_full_match(json_extract_string($maintenance_operation, '$.end'), '\d{4}-\d{2}-\d{2}')
      THEN TRY_CAST(json_extract_string($maintenance_operation, '$.end') AS DATE) END AS end_date
) AS op
WHERE op.operation = 'update-item'
  AND item.id = op.id
  AND coalesce(op.name, '') <> ''
  AND op.start_date IS NOT NULL
  AND op.end_date IS NOT NULL
  AND op.start_date <= op.end_date;

-- delete-link {id}: the link goes; the items it joined stay.
DELETE FROM fleet_maintenance_links
WHERE json_extract_string($maintenance_operation, '$.operation') = 'delete-link'
  AND id = json_extract_string($maintenance_operation, '$.id');

-- The plan. A project spans its tasks (its own dates count only while it has none); a task ends on the day
-- after its last day. The marker is today: the day after the last shift on record.
WITH spans AS (
  SELECT parent, min(start_date) AS start_date, max(end_date) AS end_date
  FROM fleet_maintenance_plan
  WHERE parent IS NOT NULL
  GROUP BY parent
),
items AS (
  SELECT
    p.id,
    p.name,
    COALESCE(s.start_date, p.start_date) AS start_date,
    COALESCE(s.end_date, p.end_date) AS end_date,
    p.type,
    p.parent,
    p.open,
    p.color,
    p.sort_order
  FROM fleet_maintenance_plan p
  LEFT JOIN spans s ON s.parent = p.id
)
SELECT
  COALESCE(
    (
      SELECT list(
        struct_pack(id := id, name := name, start := start_date, "end" := end_date, type := type, parent := parent,
          open := open, color := color)
        ORDER BY sort_order, id
      )
      FROM items
    ),
    []
  ) AS items,
  COALESCE(
    (
      SELECT list(struct_pack(id := id, source := source, target := target, type := type) ORDER BY id)
      FROM fleet_maintenance_links
    ),
    []
  ) AS links,
  (
    SELECT [struct_pack(start_date := max(shift_date) + 1, text := 'Today', title := 'The day after the last shift on record', css := 'today')]
    FROM fleet_shifts
  ) AS markers
