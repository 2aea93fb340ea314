-- maintenance-plan.sql in PostgreSQL's dialect, for a planning connection on PostgreSQL
-- (docs/data-connections.md): the same edits, checks and answer. `$maintenance_operation` is bound as jsonb;
-- fleet_try_date is a cast that gives NULL instead of an error (the store's conversions).

-- update-item {id, name, start, end}: a new name and dates. A name that is not text or is empty, a date not
-- written YYYY-MM-DD (infinity, a five-digit year, a time of day), or a start after the end changes nothing.
-- A milestone has one date, its start.
UPDATE fleet_maintenance_plan AS item
SET
  name = op.name,
  start_date = op.start_date,
  end_date = CASE WHEN item.type = 'milestone' THEN op.start_date ELSE op.end_date END,
  updated_at = localtimestamp
FROM (
  SELECT
    $maintenance_operation ->> 'operation' AS operation,
    $maintenance_operation ->> 'id' AS id,
    CASE WHEN jsonb_typeof($maintenance_operation -> 'name') = 'string'
      THEN trim($maintenance_operation ->> 'name') END AS name,
    CASE WHEN $maintenance_operation ->> 'start' ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'
      THEN fleet_try_date($maintenance_operation ->> 'start') END AS start_date,
    CASE WHEN $maintenance_operation ->> 'end' ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'
      THEN fleet_try_date($maintenance_operation ->> 'end') END AS end_date
) AS op
WHERE op.operation = 'update-item'
  AND item.id = op.id
  AND coalesce(op.name, '') <> ''
  AND op.start_date IS NOT NULL
  AND op.end_date IS NOT NULL
  AND op.start_date <= op.end_date;

-- delete-link {id}: the link goes; the items it joined stay.
DELETE FROM fleet_maintenance_links
WHERE $maintenance_operation ->> 'operation' = 'delete-link'
  AND id = $maintenance_operation ->> 'id';

-- The plan, as maintenance-plan.sql answers it: one row of the chart's items, links and markers, ids in
-- DuckDB's order (byte order, hence COLLATE "C").
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
      SELECT json_agg(
        json_build_object('id', id, 'name', name, 'start', start_date, 'end', end_date, 'type', type,
          'parent', parent, 'open', open, 'color', color)
        ORDER BY sort_order, id COLLATE "C"
      )
      FROM items
    ),
    '[]'::json
  ) AS items,
  COALESCE(
    (
      SELECT json_agg(json_build_object('id', id, 'source', source, 'target', target, 'type', type) ORDER BY id COLLATE "C")
      FROM fleet_maintenance_links
    ),
    '[]'::json
  ) AS links,
  (
    SELECT json_build_array(json_build_object('start_date', max(shift_date) + 1, 'text', 'Today',
      'title', 'The day after the last shift on record', 'css', 'today'))
    FROM fleet_shifts
  ) AS markers
