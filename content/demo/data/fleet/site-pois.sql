-- The site map's points of interest, changed by the POI dialog. `poi_operation` is the dialog's save (JSON) or
-- empty; the data engine runs these statements in one transaction, once per request_id, and rolls them back when
-- there is no operation. The final SELECT answers one row per POI, as the business map draws it.

-- save-poi {poi_id, poi_name, poi_type_id, poi_contract_id, poi_geofence_radius}: the POI's new name, type,
-- contract and radius. An empty name, an unknown type or contract, or a radius outside 10 m to 10 km (what the
-- dialog allows) changes nothing; a contract may be cleared.
UPDATE fleet_site_pois AS poi
SET
  name = op.name,
  poi_type_id = op.poi_type_id,
  contract_id = op.contract_id,
  geofence_radius = op.radius,
  updated_at = current_localtimestamp()
FROM (
  SELECT
    json_extract_string($poi_operation, '$.operation') AS operation,
    TRY_CAST(json_extract_string($poi_operation, '$.poi_id') AS INTEGER) AS poi_id,
    CASE WHEN json_type($poi_operation, '$.poi_name') = 'VARCHAR'
      THEN trim(json_extract_string($poi_operation, '$.poi_name')) END AS name,
    json_extract_string($poi_operation, '$.poi_type_id') AS poi_type_id,
    json_extract_string($poi_operation, '$.poi_contract_id') AS contract_id,
    TRY_CAST(json_extract_string($poi_operation, '$.poi_geofence_radius') AS DOUBLE) AS radius
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
