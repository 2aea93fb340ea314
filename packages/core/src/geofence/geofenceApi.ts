import { z } from "zod";

/** The geofence calls of canvas-components §7, under the paths the geofence blocks call. */
export const GEOFENCE_API_PATHS = {
  mapApiKey: "/api/getmapapikey",
  poiOptions: "/api/getpoioptions",
  nextId: "/api/getnextid",
  features: "/api/getgeofeatures",
  featureById: "/api/getgeobyid",
  gpsData: "/api/getgpsdata",
  upsert: "/api/upsertgeofeature",
  delete: "/api/deletegeobyid",
} as const;

/** GPS readings answered when `max` is not given (canvas-components §9: default maximum GPS markers 1000). */
export const DEFAULT_MAX_GPS_READINGS = 1000;

/** The most GPS readings one call may ask for. */
export const MAX_GPS_READINGS_LIMIT = 10_000;

/** The largest running numeric id (the metadata database's 32-bit integer). */
export const GEOFENCE_NUMERIC_ID_MAX = 2_147_483_647;

/** The longest text id (metadata mode's generated ids). */
const GEOFENCE_TEXT_ID_MAX_LENGTH = 100;

/** Positions one ring may have. */
const GEOFENCE_RING_MAX_POSITIONS = 10_000;

/** Rings one polygon may have (its outline and holes). */
const GEOFENCE_POLYGON_MAX_RINGS = 100;

/** Features one upsert may carry. */
const GEOFENCE_UPSERT_MAX_FEATURES = 1000;

/** The longest attribute value (name, site, location type, lane, turn-around times). */
const GEOFENCE_ATTRIBUTE_MAX_LENGTH = 500;

export const geofenceMessages = {
  idRequired: "ID is required.",
  idInvalid: `An id is a whole number from 1 to ${GEOFENCE_NUMERIC_ID_MAX} or a text of 1 to ${GEOFENCE_TEXT_ID_MAX_LENGTH} characters that is not all digits.`,
  idsNotUnique: "Each feature's id must be unique within the collection.",
  notFound: "Geofence not found.",
  idsExhausted: `No running ids are left: a polygon already has the largest id, ${GEOFENCE_NUMERIC_ID_MAX}.`,
  longitudeRange: "Longitude must be a number from -180 to 180.",
  latitudeRange: "Latitude must be a number from -90 to 90.",
  position: "A position is [longitude, latitude] (an altitude may follow).",
  ringTooShort: "A ring needs at least four positions, the last one repeating the first.",
  ringTooLong: `A ring may have at most ${GEOFENCE_RING_MAX_POSITIONS} positions.`,
  ringNotClosed: "The ring is not closed: its last position must equal its first.",
  polygonRings: `A polygon has 1 to ${GEOFENCE_POLYGON_MAX_RINGS} rings: its outline, then any holes.`,
  polygonOnly: "The geometry must be a GeoJSON Polygon.",
  featureOnly: 'Each feature must be a GeoJSON Feature (type "Feature").',
  collectionOnly: 'The body must be a GeoJSON FeatureCollection (type "FeatureCollection").',
  tooManyFeatures: `An upsert may carry at most ${GEOFENCE_UPSERT_MAX_FEATURES} features.`,
  name: `A name is text of at most ${GEOFENCE_ATTRIBUTE_MAX_LENGTH} characters.`,
  attribute: `An attribute is text or a number of at most ${GEOFENCE_ATTRIBUTE_MAX_LENGTH} characters.`,
  boundingCoordsRequired: "bounding_coords is required: the view's bounds as a JSON list of four corners.",
  boundingCoordsJson:
    "bounding_coords must be a JSON list of four corners, such as [[28.12,-26.32],[28.14,-26.32],[28.14,-26.30],[28.12,-26.30]].",
  boundingCoordsCorners: "bounding_coords must list exactly four corners.",
  boundingCoordsCorner:
    'Each corner of bounding_coords is [longitude, latitude] or {"lat": …, "lng": …} with latitude from -90 to 90 and longitude from -180 to 180.',
  maxReadings: `max must be a whole number from 1 to ${MAX_GPS_READINGS_LIMIT} (empty means ${DEFAULT_MAX_GPS_READINGS}).`,
} as const;

/** A feature's id: a running number (`getnextid`) or a generated text id (metadata mode). */
export const geofenceIdSchema = z.union(
  [
    z
      .number()
      .int(geofenceMessages.idInvalid)
      .min(1, geofenceMessages.idInvalid)
      .max(GEOFENCE_NUMERIC_ID_MAX, geofenceMessages.idInvalid),
    z
      .string()
      .trim()
      .min(1, geofenceMessages.idInvalid)
      .max(GEOFENCE_TEXT_ID_MAX_LENGTH, geofenceMessages.idInvalid)
      // "5" would be stored as the running id 5 and replace that polygon: a running id is sent as a number.
      .regex(/\D/, geofenceMessages.idInvalid),
  ],
  { error: (issue) => (issue.input === undefined ? geofenceMessages.idRequired : geofenceMessages.idInvalid) },
);
export type GeofenceId = z.infer<typeof geofenceIdSchema>;

/** `?ID=` of `getgeobyid` and `deletegeobyid`: the id as text (a number's decimal digits). */
export const geofenceIdQuerySchema = z.object({
  ID: z
    .string({ error: geofenceMessages.idRequired })
    .trim()
    .min(1, geofenceMessages.idRequired)
    .max(GEOFENCE_TEXT_ID_MAX_LENGTH, geofenceMessages.idInvalid),
});

const longitudeSchema = z
  .number({ error: geofenceMessages.longitudeRange })
  .min(-180, geofenceMessages.longitudeRange)
  .max(180, geofenceMessages.longitudeRange);
const latitudeSchema = z
  .number({ error: geofenceMessages.latitudeRange })
  .min(-90, geofenceMessages.latitudeRange)
  .max(90, geofenceMessages.latitudeRange);

/** A GeoJSON position: longitude first, then latitude (RFC 7946), and an optional altitude that is not kept. */
const positionSchema = z
  .array(z.unknown(), { error: geofenceMessages.position })
  .min(2, geofenceMessages.position)
  .max(3, geofenceMessages.position)
  .pipe(z.tuple([longitudeSchema, latitudeSchema, z.number({ error: geofenceMessages.position }).optional()]))
  .transform(([longitude, latitude]): [number, number] => [longitude, latitude]);

/** A linear ring: at least four positions, closed (the last equals the first). */
const ringSchema = z
  .array(positionSchema, { error: geofenceMessages.ringTooShort })
  .min(4, geofenceMessages.ringTooShort)
  .max(GEOFENCE_RING_MAX_POSITIONS, geofenceMessages.ringTooLong)
  .refine(
    (ring) => {
      const first = ring[0];
      const last = ring[ring.length - 1];
      return first !== undefined && last !== undefined && first[0] === last[0] && first[1] === last[1];
    },
    { error: geofenceMessages.ringNotClosed },
  );

const polygonSchema = z.object({
  type: z.literal("Polygon", { error: geofenceMessages.polygonOnly }),
  coordinates: z
    .array(ringSchema, { error: geofenceMessages.polygonRings })
    .min(1, geofenceMessages.polygonRings)
    .max(GEOFENCE_POLYGON_MAX_RINGS, geofenceMessages.polygonRings),
});

/** An attribute as sent: text or a number; empty text (and absence) is stored as null (canvas-components §5 Geofence). */
const attributeSchema = z
  .union([z.string().max(GEOFENCE_ATTRIBUTE_MAX_LENGTH), z.number()], { error: geofenceMessages.attribute })
  .nullish()
  .transform((value) =>
    value === undefined || value === null || (typeof value === "string" && value.trim() === "") ? null : value,
  );

/** A polygon's name: text; empty text (and absence) is stored as null. */
const nameSchema = z
  .string({ error: geofenceMessages.name })
  .max(GEOFENCE_ATTRIBUTE_MAX_LENGTH, geofenceMessages.name)
  .nullish()
  .transform((name) => (name === undefined || name === null || name.trim() === "" ? null : name));

/** The metadata-mode attributes of a geofence, beside its name. */
export const GEOFENCE_METADATA_ATTRIBUTES = ["site", "poiType", "tat", "minTat", "lane"] as const;
export type GeofenceMetadataAttribute = (typeof GEOFENCE_METADATA_ATTRIBUTES)[number];

/**
 * A feature's properties: `name`, and in metadata mode `site`, `poiType`, `tat`, `minTat`, `lane`. Only the
 * metadata attributes a feature was sent with are kept (and answered); other properties are dropped.
 */
const propertiesInputSchema = z
  .record(z.string(), z.unknown(), { error: "properties must be an object." })
  .nullish()
  .transform((properties) => properties ?? {})
  .pipe(
    z.object({
      name: nameSchema,
      site: attributeSchema.optional(),
      poiType: attributeSchema.optional(),
      tat: attributeSchema.optional(),
      minTat: attributeSchema.optional(),
      lane: attributeSchema.optional(),
    }),
  );

/** A polygon as the geofence map sends it (canvas-components §3 Geofence polygon). */
export const geofenceFeatureInputSchema = z.object({
  type: z.literal("Feature", { error: geofenceMessages.featureOnly }),
  id: geofenceIdSchema,
  geometry: polygonSchema,
  properties: propertiesInputSchema,
});
export type GeofenceFeatureInput = z.infer<typeof geofenceFeatureInputSchema>;

/** Body of `POST /api/upsertgeofeature`: the added and modified polygons, saved all or nothing. */
export const geofenceUpsertSchema = z
  .object({
    type: z.literal("FeatureCollection", { error: geofenceMessages.collectionOnly }),
    features: z
      .array(geofenceFeatureInputSchema, { error: geofenceMessages.collectionOnly })
      .max(GEOFENCE_UPSERT_MAX_FEATURES, geofenceMessages.tooManyFeatures),
  })
  .superRefine((collection, context) => {
    const seen = new Set<string>();
    collection.features.forEach((feature, index) => {
      const key = String(feature.id);
      if (seen.has(key)) {
        context.addIssue({ code: "custom", path: ["features", index, "id"], message: geofenceMessages.idsNotUnique });
      }
      seen.add(key);
    });
  });
export type GeofenceUpsert = z.infer<typeof geofenceUpsertSchema>;

const attributeValueSchema = z.union([z.string(), z.number()]).nullable();

/** A stored polygon as answered: id, geometry (longitude-latitude rings) and properties. */
export const geofenceFeatureSchema = z.object({
  type: z.literal("Feature"),
  id: z.union([z.number(), z.string()]),
  geometry: z.object({
    type: z.literal("Polygon"),
    coordinates: z.array(z.array(z.tuple([z.number(), z.number()]))),
  }),
  properties: z.object({
    name: z.string().nullable(),
    site: attributeValueSchema.optional(),
    poiType: attributeValueSchema.optional(),
    tat: attributeValueSchema.optional(),
    minTat: attributeValueSchema.optional(),
    lane: attributeValueSchema.optional(),
  }),
});
export type GeofenceFeature = z.infer<typeof geofenceFeatureSchema>;

/** Answer of `getgeofeatures` and `getgeobyid`. */
export const geofenceFeaturesAnswerSchema = z.object({ features: z.array(geofenceFeatureSchema) });
export type GeofenceFeaturesAnswer = z.infer<typeof geofenceFeaturesAnswerSchema>;

/** Answer of `getmapapikey`: the tenant's map key, or null when it has none. */
export const mapApiKeyAnswerSchema = z.object({ mapApiKey: z.string().nullable() });

/** Answer of `getpoioptions`: the stored locations to pick from (value: the id, label: the name). */
export const poiOptionsAnswerSchema = z.object({
  poiOptions: z.array(z.object({ value: z.union([z.number(), z.string()]), label: z.string() })),
});
export type PoiOptionsAnswer = z.infer<typeof poiOptionsAnswerSchema>;

/** Answer of `getnextid`: a running numeric id nobody has been given before. */
export const nextIdAnswerSchema = z.object({ nextId: z.number().int() });

/** Answer of `upsertgeofeature`: the ids saved. */
export const geofenceUpsertAnswerSchema = z.object({ ids: z.array(z.union([z.number(), z.string()])) });

/** Answer of `deletegeobyid`: the id deleted. */
export const geofenceDeleteAnswerSchema = z.object({ id: z.union([z.number(), z.string()]) });

/** The box a view covers, from its corners. */
export type BoundingBox = { minLatitude: number; maxLatitude: number; minLongitude: number; maxLongitude: number };

const cornerSchema = z.union([
  z.tuple([longitudeSchema, latitudeSchema]).transform(([longitude, latitude]) => ({ longitude, latitude })),
  z
    .object({ lat: latitudeSchema, lng: longitudeSchema })
    .transform(({ lat, lng }) => ({ longitude: lng, latitude: lat })),
  z
    .object({ lat: latitudeSchema, lon: longitudeSchema })
    .transform(({ lat, lon }) => ({ longitude: lon, latitude: lat })),
]);

/** Reads `bounding_coords`: a JSON list of four corners, each `[longitude, latitude]` or `{lat, lng}`. */
export function parseBoundingCoords(text: string): { ok: true; box: BoundingBox } | { ok: false; message: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: geofenceMessages.boundingCoordsJson };
  }
  if (!Array.isArray(value)) return { ok: false, message: geofenceMessages.boundingCoordsJson };
  if (value.length !== 4) return { ok: false, message: geofenceMessages.boundingCoordsCorners };
  const corners: { longitude: number; latitude: number }[] = [];
  for (const item of value) {
    const corner = cornerSchema.safeParse(item);
    if (!corner.success) return { ok: false, message: geofenceMessages.boundingCoordsCorner };
    corners.push(corner.data);
  }
  const latitudes = corners.map((corner) => corner.latitude);
  const longitudes = corners.map((corner) => corner.longitude);
  return {
    ok: true,
    box: {
      minLatitude: Math.min(...latitudes),
      maxLatitude: Math.max(...latitudes),
      minLongitude: Math.min(...longitudes),
      maxLongitude: Math.max(...longitudes),
    },
  };
}

const boundingCoordsSchema = z.string({ error: geofenceMessages.boundingCoordsRequired }).transform((text, context) => {
  const parsed = parseBoundingCoords(text);
  if (parsed.ok) return parsed.box;
  context.addIssue({ code: "custom", message: parsed.message });
  return z.NEVER;
});

/** Query of `getgeofeatures`. */
export const geofenceFeaturesQuerySchema = z.object({ bounding_coords: boundingCoordsSchema });

/** Query of `getgpsdata`: the view and how many readings at most (empty or absent: 1000). */
export const gpsDataQuerySchema = z.object({
  bounding_coords: boundingCoordsSchema,
  max: z
    .string()
    .trim()
    .optional()
    .transform((text, context) => {
      if (text === undefined || text === "") return DEFAULT_MAX_GPS_READINGS;
      const count = /^\d+$/.test(text) ? Number(text) : Number.NaN;
      if (Number.isInteger(count) && count >= 1 && count <= MAX_GPS_READINGS_LIMIT) return count;
      context.addIssue({ code: "custom", message: geofenceMessages.maxReadings });
      return z.NEVER;
    }),
});

/** A GPS reading (canvas-components §3 GPS reading), with the time it was taken. */
export const gpsReadingSchema = z.object({
  reg_num: z.string(),
  speed_kmph: z.number(),
  time_to_prev_reading_mins: z.number().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  ts: z.string(),
});
export type GpsReading = z.infer<typeof gpsReadingSchema>;

/** Answer of `getgpsdata`: a list of readings. */
export const gpsReadingsAnswerSchema = z.array(gpsReadingSchema);
