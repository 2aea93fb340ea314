import { PbfWriter } from "pbf";

/**
 * Writes Mapbox Vector Tiles (version 2 of the specification): a tile is a list of named layers, each a list of
 * features with their geometry in tile units (0 to `extent`) and their properties as shared keys and values.
 */

type TilePoint = readonly [number, number];

/** 1 point(s), 2 line string(s), 3 polygon rings (outer rings clockwise in tile units, y down, and closed). */
export type TileFeature = {
  readonly type: 1 | 2 | 3;
  readonly geometry: readonly (readonly TilePoint[])[];
  readonly properties: Readonly<Record<string, unknown>> | null;
};

export type TileLayer = {
  readonly name: string;
  readonly features: readonly TileFeature[];
  readonly extent: number;
};

const MVT_VERSION = 2;
const MOVE_TO = 1;
const LINE_TO = 2;
const CLOSE_PATH = 7;

type PropertyValue = string | number | boolean;

/** The bytes of a tile with these layers; layers without features are left out, so no layers at all is 0 bytes. */
export function encodeVectorTile(layers: readonly TileLayer[]): Uint8Array {
  const pbf = new PbfWriter();
  for (const layer of layers) {
    const features = layer.features.filter(hasDrawableGeometry);
    if (features.length > 0) pbf.writeMessage(3, writeLayer, { ...layer, features });
  }
  return pbf.finish();
}

function writeLayer(layer: TileLayer, pbf: PbfWriter): void {
  pbf.writeVarintField(15, MVT_VERSION);
  pbf.writeStringField(1, layer.name);
  pbf.writeVarintField(5, layer.extent);
  const keys = new Map<string, number>();
  const values = new Map<string, { index: number; value: PropertyValue }>();
  for (const feature of layer.features) {
    pbf.writeMessage(2, writeFeature, { feature, tags: tagsOf(feature, keys, values) });
  }
  for (const key of keys.keys()) pbf.writeStringField(3, key);
  for (const { value } of values.values()) pbf.writeMessage(4, writeValue, value);
}

function writeFeature({ feature, tags }: { feature: TileFeature; tags: number[] }, pbf: PbfWriter): void {
  if (tags.length > 0) pbf.writePackedVarint(2, tags);
  pbf.writeVarintField(3, feature.type);
  pbf.writePackedVarint(4, geometryCommands(feature));
}

/** Key and value indexes in pairs; values of a type the format has no room for (null, objects) are left out. */
function tagsOf(
  feature: TileFeature,
  keys: Map<string, number>,
  values: Map<string, { index: number; value: PropertyValue }>,
): number[] {
  const tags: number[] = [];
  for (const [key, raw] of Object.entries(feature.properties ?? {})) {
    if (typeof raw !== "string" && typeof raw !== "boolean" && !(typeof raw === "number" && Number.isFinite(raw))) {
      continue;
    }
    let keyIndex = keys.get(key);
    if (keyIndex === undefined) {
      keyIndex = keys.size;
      keys.set(key, keyIndex);
    }
    // Typed so that the string "1" and the number 1 stay two values.
    const valueKey = `${typeof raw}:${String(raw)}`;
    let entry = values.get(valueKey);
    if (entry === undefined) {
      entry = { index: values.size, value: raw };
      values.set(valueKey, entry);
    }
    tags.push(keyIndex, entry.index);
  }
  return tags;
}

function writeValue(value: PropertyValue, pbf: PbfWriter): void {
  if (typeof value === "string") pbf.writeStringField(1, value);
  else if (typeof value === "boolean") pbf.writeBooleanField(7, value);
  else if (Number.isSafeInteger(value)) {
    if (value >= 0) pbf.writeVarintField(5, value);
    else pbf.writeSVarintField(6, value);
  } else pbf.writeDoubleField(3, value);
}

/**
 * The geometry as the format's command stream: a MoveTo, LineTos and, for polygons, a ClosePath per ring, with
 * coordinates as zigzag-encoded deltas from the previous point. A polygon ring's closing point is implied by
 * ClosePath, so it is not written.
 */
function geometryCommands(feature: TileFeature): number[] {
  const commands: number[] = [];
  let x = 0;
  let y = 0;
  const moveBy = ([px, py]: TilePoint) => {
    commands.push(zigzag(px - x), zigzag(py - y));
    x = px;
    y = py;
  };
  if (feature.type === 1) {
    const points = feature.geometry.flat();
    commands.push(command(MOVE_TO, points.length));
    for (const point of points) moveBy(point);
    return commands;
  }
  for (const ring of drawableRings(feature)) {
    const points = feature.type === 3 ? ring.slice(0, -1) : ring;
    const [first, ...rest] = points;
    if (!first) continue;
    commands.push(command(MOVE_TO, 1));
    moveBy(first);
    commands.push(command(LINE_TO, rest.length));
    for (const point of rest) moveBy(point);
    if (feature.type === 3) commands.push(command(CLOSE_PATH, 1));
  }
  return commands;
}

/** Lines of at least two points; polygon rings of at least three corners (four points with the closing one). */
function drawableRings(feature: TileFeature): readonly (readonly TilePoint[])[] {
  const minimum = feature.type === 3 ? 4 : 2;
  return feature.geometry.filter((ring) => ring.length >= minimum);
}

function hasDrawableGeometry(feature: TileFeature): boolean {
  return feature.type === 1 ? feature.geometry.some((part) => part.length > 0) : drawableRings(feature).length > 0;
}

function command(id: number, count: number): number {
  return (id & 0x7) | (count << 3);
}

function zigzag(value: number): number {
  return (value << 1) ^ (value >> 31);
}
