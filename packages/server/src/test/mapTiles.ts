import { VectorTile } from "@mapbox/vector-tile";
import { PbfReader } from "pbf";

/** The web-mercator tile at zoom `z` that holds a point. */
export function tileAt(z: number, longitude: number, latitude: number): { z: number; x: number; y: number } {
  const size = 2 ** z;
  const latitudeRadians = (latitude * Math.PI) / 180;
  const x = Math.floor(((longitude + 180) / 360) * size);
  const y = Math.floor(((1 - Math.asinh(Math.tan(latitudeRadians)) / Math.PI) / 2) * size);
  return { z, x, y };
}

/** A Mapbox Vector Tile read back, as MapLibre reads it. */
export function decodeTile(bytes: Uint8Array): VectorTile {
  return new VectorTile(new PbfReader(bytes));
}

/** The values of one property over every feature of a layer (empty when the tile has no such layer). */
export function propertyValues(tile: VectorTile, layer: string, property: string): unknown[] {
  const found = tile.layers[layer];
  if (!found) return [];
  return Array.from({ length: found.length }, (_, index) => found.feature(index).properties[property]);
}
