import { z } from "zod";
import { callbackSchema } from "../../shared/schemas";
import { DEFAULT_ZOOM, zoomLevels } from "./ganttConstants";
import { ganttItemSchema, ganttLinkSchema, ganttMarkerSchema } from "./ganttSchema";

export const ganttPropsSchema = z.object({
  items: z.array(ganttItemSchema).default([]),
  links: z.array(ganttLinkSchema).default([]),
  markers: z.array(ganttMarkerSchema).default([]),
  readOnly: z.boolean().default(false),
  zoom: z.enum(zoomLevels).default(DEFAULT_ZOOM),
  height: z.number().int().min(160).max(4000).default(480),
  editParameter: z.string().min(1).optional(),
  onItemClick: callbackSchema,
  onItemDoubleClick: callbackSchema,
  onBeforeAccept: callbackSchema,
  onItemChanged: callbackSchema,
  onLinkDeleted: callbackSchema,
});

export type GanttProps = z.output<typeof ganttPropsSchema>;
