-- The trucks of the fleet in number order, for the Truck filter: its value is
-- the truck id, its label names the model too.
SELECT
  truck_id,
  truck_id || ' · ' || model AS label
FROM fleet_trucks
ORDER BY truck_id
