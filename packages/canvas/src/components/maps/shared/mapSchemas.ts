import { DEFAULT_MAP_STYLE, mapStyleNameSchema } from "@storyframe/core";
import { z } from "zod";
import { ACTION_POSITIONS, DEFAULT_ACTION_POSITION } from "./mapConstants";

export const latitudeSchema = z.number().min(-90).max(90);
export const longitudeSchema = z.number().min(-180).max(180);

export const mapCentreSchema = z.object({ lat: latitudeSchema, lon: longitudeSchema });

/** The style a map draws, one of the ten (canvas-components §2). */
export const mapStyleSchema = mapStyleNameSchema.default(DEFAULT_MAP_STYLE);

/** The server the map draws its basemap from (and the geofence map calls); empty: the page's own server. */
export const baseUrlSchema = z
  .string()
  .trim()
  .max(2000)
  .refine((url) => url === "" || /^https?:\/\//i.test(url) || url.startsWith("/"), "Expected an http(s) address.")
  .default("");

export const mapHeightSchema = z.number().int().min(200).max(4000).default(400);

export const mapActionsSchema = z
  .array(z.object({ id: z.string().min(1), label: z.string().min(1) }))
  .nullish()
  .transform((actions) => actions ?? []);

export const actionsPositionSchema = z.enum(ACTION_POSITIONS).default(DEFAULT_ACTION_POSITION);

/** A GPS reading as a map draws it (canvas-components §3 GPS reading); other fields of the row are ignored. */
export const gpsMarkerReadingSchema = z.object({
  reg_num: z.coerce.string(),
  speed_kmph: z.number(),
  time_to_prev_reading_mins: z
    .number()
    .nullish()
    .transform((minutes) => minutes ?? null),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
});
