import { z } from "zod";
import { baseUrlSchema } from "../shared/mapSchemas";
import { MAP_SETTINGS_KEY } from "./mapSettings";

export const geofenceMapPropsSchema = z.object({
  baseUrl: baseUrlSchema,
  metadataMode: z.boolean().default(false),
  height: z.number().int().min(300).max(4000).default(600),
  label: z.string().min(1).default("Geofence map"),
  storageKey: z.string().min(1).max(200).default(MAP_SETTINGS_KEY),
});

export type GeofenceMapProps = z.output<typeof geofenceMapPropsSchema>;
