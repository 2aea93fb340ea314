-- site-pois.sql in PostgreSQL's dialect, for a planning connection on PostgreSQL (docs/data-connections.md): the
-- same checks and answer. `$poi_operation` is bound as jsonb; fleet_try_integer and fleet_try_double are casts
-- that give NULL instead of an error (the store's conversions).

-- save-poi {poi_id, poi_name, poi_type_id, poi_contract_id, poi_geofence_radius}: the POI's new name, type,
-- contract and radius. An empty name, an unknown type or contract, or a radius outside 10 m to 10 km (what the
-- dialog allows) changes nothing; a contract may be cleared.
UPDATE fleet_site_pois AS poi
SET
  name = op.name,
  poi_type_id = op.poi_type_id,
  contract_id = op.contract_id,
  geofence_radius = op.radius,
  updated_at = localtimestamp
FROM (
  SELECT
    $poi_operation ->> 'operation' AS operation,
    fleet_try_integer($poi_operation ->> 'poi_id') AS poi_id,
    CASE WHEN jsonb_typeof($poi_operation -> 'poi_name') = 'string'
      THEN trim($poi_operation ->> 'poi_name') END AS name,
    $poi_operation ->> 'poi_type_id' AS poi_type_id,
    $poi_operation ->> 'poi_contract_id' AS contract_id,
    fleet_try_double($poi_operation ->> 'poi_geofence_radius') AS radius
) AS op
WHERE op.operation = 'save-poi'
  AND poi.poi_id = op.poi_id
  AND coalesce(op.name, '') <> ''
  AND op.poi_type_id IN ('loader', 'tip', 'crusher', 'workshop')
  AND (op.contract_id IS NULL OR op.contract_id IN ('CT-ORE', 'CT-WASTE', 'CT-PLANT'))
  AND op.radius BETWEEN 10 AND 10000;

-- The POIs, coloured by type: what the business map draws and the dialog edits.
SELECT
  poi_id AS id,
  name,
  latitude AS lat,
  longitude AS lon,
  CASE poi_type_id
    WHEN 'crusher' THEN '#c62828'
    WHEN 'tip' THEN '#ef6c00'
    WHEN 'workshop' THEN '#1565c0'
    ELSE '#6d4c41'
  END AS color,
  CASE WHEN poi_type_id = 'loader' THEN 11 ELSE 14 END AS size,
  poi_type_id AS "poiTypeId",
  contract_id AS "contractId",
  geofence_radius AS "geofenceRadius"
FROM fleet_site_pois
ORDER BY poi_id
