import type { FeatureCollection, PointFeature } from "../shared/geoJson";
import { SELECTED_POINT_COLOUR, SELECTED_POINT_SIZE } from "../shared/mapConstants";

/** A point of the business map, as the author binds it (a POI, canvas-components §3). */
export type BusinessMapPoint = {
  id: string | number | null;
  name?: string;
  lat: number;
  lon: number;
  color?: string;
  size?: number;
  target?: string;
  poiTypeId?: string | number | null;
  contractId?: string | number | null;
  geofenceRadius?: number | null;
};

/** A selected map point (canvas-components §3): what the selection parameter holds. */
export type SelectedMapPoint = { id: string | number | null; name: string; lat: number; lon: number };

const DEFAULT_POINT_COLOUR = "#1565c0";
const DEFAULT_POINT_SIZE = 6;

/** A point's key: its id, or where it is when it has none. */
function pointKey(point: Pick<BusinessMapPoint, "id" | "lat" | "lon">): string {
  return point.id === null || point.id === undefined ? `@${point.lat},${point.lon}` : `#${String(point.id)}`;
}

function selectedPointOf(point: BusinessMapPoint): SelectedMapPoint {
  return { id: point.id, name: point.name ?? "", lat: point.lat, lon: point.lon };
}

/** The selection truncated to `maximum` points (canvas-components §4 Map point selection); no maximum keeps all. */
export function truncateSelection(
  selection: readonly SelectedMapPoint[],
  maximum: number | undefined,
): SelectedMapPoint[] {
  return maximum === undefined ? [...selection] : selection.slice(0, maximum);
}

/**
 * The selection after clicking `point`: a selected point leaves it, another joins it unless the maximum is
 * already reached. `reachedMaximum` says the click left the selection at its maximum or could not add beyond it,
 * so the author's callback fires.
 */
export function toggleSelection(
  selection: readonly SelectedMapPoint[],
  point: BusinessMapPoint,
  maximum: number | undefined,
): { selection: SelectedMapPoint[]; reachedMaximum: boolean } {
  const current = truncateSelection(selection, maximum);
  const key = pointKey(point);
  if (current.some((selected) => pointKey(selected) === key)) {
    return { selection: current.filter((selected) => pointKey(selected) !== key), reachedMaximum: false };
  }
  const next = truncateSelection([...current, selectedPointOf(point)], maximum);
  return { selection: next, reachedMaximum: maximum !== undefined && next.length >= maximum };
}

export type PointProperties = { key: string; index: number; colour: string; size: number; selected: boolean };

/**
 * The points as GeoJSON for one WebGL circle layer (thousands draw as one layer, not as DOM markers): each with
 * its colour and size, a selected one purple, size 20 (canvas-components §9). Points without a position are left out.
 */
export function pointFeatures(
  points: readonly BusinessMapPoint[],
  selection: readonly SelectedMapPoint[],
): FeatureCollection<PointFeature<PointProperties>> {
  const selectedKeys = new Set(selection.map(pointKey));
  const features: PointFeature<PointProperties>[] = [];
  points.forEach((point, index) => {
    if (!Number.isFinite(point.lat) || !Number.isFinite(point.lon)) return;
    const key = pointKey(point);
    const selected = selectedKeys.has(key);
    features.push({
      type: "Feature",
      geometry: { type: "Point", coordinates: [point.lon, point.lat] },
      properties: {
        key,
        index,
        selected,
        colour: selected ? SELECTED_POINT_COLOUR : (point.color ?? DEFAULT_POINT_COLOUR),
        size: selected ? SELECTED_POINT_SIZE : (point.size ?? DEFAULT_POINT_SIZE),
      },
    });
  });
  return { type: "FeatureCollection", features };
}
