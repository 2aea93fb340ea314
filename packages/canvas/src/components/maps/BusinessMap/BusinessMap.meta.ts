import { z } from "zod";
import { callbackSchema } from "../../shared/schemas";
import { BUSINESS_MAP_DEFAULT_CENTRE, BUSINESS_MAP_DEFAULT_ZOOM } from "../shared/mapConstants";
import {
  actionsPositionSchema,
  baseUrlSchema,
  gpsMarkerReadingSchema,
  latitudeSchema,
  longitudeSchema,
  mapActionsSchema,
  mapCentreSchema,
  mapHeightSchema,
  mapStyleSchema,
} from "../shared/mapSchemas";

const idSchema = z.union([z.string(), z.number()]);

const pointSchema = z.object({
  id: idSchema.nullish().transform((id) => id ?? null),
  // A name the data leaves empty (null) is no name, not the text "null".
  name: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((name) => (name === null || name === undefined ? undefined : String(name))),
  lat: latitudeSchema,
  lon: longitudeSchema,
  color: z.string().min(1).optional(),
  size: z.number().min(1).max(100).optional(),
  target: z.string().optional(),
  poiTypeId: idSchema.nullish(),
  contractId: idSchema.nullish(),
  geofenceRadius: z.number().nullish(),
});

const optionSchema = z.object({ value: idSchema, label: z.coerce.string() });
const optionsSchema = z
  .array(optionSchema)
  .nullish()
  .transform((options) => options ?? []);

export const businessMapPropsSchema = z.object({
  points: z
    .array(pointSchema)
    .nullish()
    .transform((points) => points ?? []),
  gpsReadings: z
    .array(gpsMarkerReadingSchema)
    .nullish()
    .transform((readings) => readings ?? []),
  mapStyle: mapStyleSchema,
  baseUrl: baseUrlSchema,
  center: mapCentreSchema.default(BUSINESS_MAP_DEFAULT_CENTRE),
  zoom: z.number().min(0).max(22).default(BUSINESS_MAP_DEFAULT_ZOOM),
  persistView: z.boolean().default(false),
  height: mapHeightSchema,
  label: z.string().min(1).default("Business map"),
  clickAction: z.enum(["select", "poi"]).default("select"),
  selectedParameter: z.string().min(1).optional(),
  maxSelectionCount: z.number().int().min(1).optional(),
  onMaxSelectionReached: callbackSchema,
  onViewKpiDashboard: callbackSchema,
  allowPoiEditing: z.boolean().default(false),
  editParameter: z.string().min(1).optional(),
  poiTypeOptions: optionsSchema,
  contractOptions: optionsSchema,
  actions: mapActionsSchema,
  actionsPosition: actionsPositionSchema,
  onAction: callbackSchema,
});

export type BusinessMapProps = z.output<typeof businessMapPropsSchema>;
