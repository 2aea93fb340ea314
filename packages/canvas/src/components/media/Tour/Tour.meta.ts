import { z } from "zod";
import { callbackSchema } from "../../shared/schemas";

/** Tours start this long after the page shows them (canvas-components §9). */
export const TOUR_DEFAULT_DELAY_MS = 1500;
/** Tour tooltips sit above dialogs and app bars (canvas-components §9). */
export const TOUR_Z_INDEX = 1400;

const tourPlacements = ["top", "bottom", "left", "right"] as const;

/** One step of a tour (canvas-components §3, Tour step). */
const tourStepSchema = z.object({
  title: z.string().optional(),
  content: z.string(),
  target: z.string().min(1),
  disableBeacon: z.boolean().default(false),
  placement: z.enum(tourPlacements).default("bottom"),
});
export type TourStep = z.output<typeof tourStepSchema>;

export const tourPropsSchema = z.object({
  id: z.string().min(1),
  steps: z.array(tourStepSchema).min(1),
  autoRun: z.boolean().default(false),
  delayMs: z.number().int().min(0).default(TOUR_DEFAULT_DELAY_MS),
  runOnce: z.boolean().default(false),
  startLabel: z.string().min(1).default("Take the tour"),
  onEnd: callbackSchema,
});

export type TourProps = z.output<typeof tourPropsSchema>;
