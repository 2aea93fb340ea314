import { newRequestId } from "../../entities/shared/requestId";
import type { BusinessMapPoint } from "./businessMapPoints";

/** The messages of the POI form (canvas-components §5). */
const poiMessages = {
  nameRequired: "POI Name is required.",
  typeRequired: "POI Type is required.",
  radiusRequired: "Geofence Radius is required.",
  radiusTooSmall: "Radius must be at least 10 meters.",
  radiusTooLarge: "Radius must be at most 10 kilometers.",
} as const;

/** The geofence radius's bounds in meters (canvas-components §9). */
export const GEOFENCE_RADIUS_MIN_METERS = 10;
export const GEOFENCE_RADIUS_MAX_METERS = 10_000;

/** The name a clicked place gets when no POI is there (canvas-components §3 POI). */
const UNKNOWN_LOCATION_NAME = "Unknown Location";

/** A POI as the dialog shows it (canvas-components §3). */
export type Poi = {
  id: string | number | null;
  name: string;
  poiTypeId: string | number | null;
  contractId: string | number | null;
  geofenceRadius: number | null;
  lat: number;
  lon: number;
};

/** The form's values as typed: selects hold their option's value as text, the radius its text. */
export type PoiForm = { name: string; poiTypeId: string; contractId: string; geofenceRadius: string };

export type PoiProblems = Partial<Record<keyof PoiForm, string>>;

export function poiOfPoint(point: BusinessMapPoint): Poi {
  return {
    id: point.id,
    name: point.name ?? "",
    poiTypeId: point.poiTypeId ?? null,
    contractId: point.contractId ?? null,
    geofenceRadius: point.geofenceRadius ?? null,
    lat: point.lat,
    lon: point.lon,
  };
}

/** A clicked place where no POI is: id null, name 'Unknown Location'. */
export function unknownLocation(lat: number, lon: number): Poi {
  return { id: null, name: UNKNOWN_LOCATION_NAME, poiTypeId: null, contractId: null, geofenceRadius: null, lat, lon };
}

/** Editable only when the POI has an id and editing is allowed (canvas-components §5 POI form). */
export function isPoiEditable(poi: Poi, editingAllowed: boolean): boolean {
  return editingAllowed && poi.id !== null && poi.id !== "";
}

const asText = (value: string | number | null): string => (value === null ? "" : String(value));

export function poiFormOf(poi: Poi): PoiForm {
  return {
    name: poi.name,
    poiTypeId: asText(poi.poiTypeId),
    contractId: asText(poi.contractId),
    geofenceRadius: asText(poi.geofenceRadius),
  };
}

/** The form's problems, one message per field; empty when it may be saved. */
export function validatePoiForm(form: PoiForm): PoiProblems {
  const problems: PoiProblems = {};
  if (form.name.trim() === "") problems.name = poiMessages.nameRequired;
  if (form.poiTypeId === "") problems.poiTypeId = poiMessages.typeRequired;
  const radiusText = form.geofenceRadius.trim();
  const radius = Number(radiusText);
  if (radiusText === "" || !Number.isFinite(radius)) problems.geofenceRadius = poiMessages.radiusRequired;
  else if (radius < GEOFENCE_RADIUS_MIN_METERS) problems.geofenceRadius = poiMessages.radiusTooSmall;
  else if (radius > GEOFENCE_RADIUS_MAX_METERS) problems.geofenceRadius = poiMessages.radiusTooLarge;
  return problems;
}

/** An option's value as the author gave it, found by its text in the form. */
function optionValue(options: readonly PoiOption[], text: string): string | number | null {
  if (text === "") return null;
  return options.find((option) => String(option.value) === text)?.value ?? text;
}

/** A POI type or contract option (canvas-components §3). */
export type PoiOption = { value: string | number; label: string };

/**
 * The storyline parameters a save sets (canvas-components §7): poi_id, poi_name, poi_type_id, poi_contract_id and
 * poi_geofence_radius.
 */
export function poiSaveParameters(
  poi: Poi,
  form: PoiForm,
  poiTypeOptions: readonly PoiOption[],
  contractOptions: readonly PoiOption[],
): Record<string, unknown> {
  return {
    poi_id: poi.id,
    poi_name: form.name.trim(),
    poi_type_id: optionValue(poiTypeOptions, form.poiTypeId),
    poi_contract_id: optionValue(contractOptions, form.contractId),
    poi_geofence_radius: Number(form.geofenceRadius.trim()),
  };
}

/**
 * A save as one operation for a data source that writes: the five poi parameters with a request id of its own,
 * so the same save twice is two requests and a retried one is stored once.
 */
export function poiSaveOperation(parameters: Record<string, unknown>): Record<string, unknown> {
  return { operation: "save-poi", ...parameters, request_id: newRequestId() };
}

/** The Google Street View address of a place (canvas-components §2). */
export function streetViewUrl(lat: number, lon: number): string {
  return `https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=${lat},${lon}`;
}
