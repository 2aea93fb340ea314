import { z } from "zod";
import { callbackSchema } from "../../shared/schemas";

/** The countdown moves one second per tick (canvas-components §9). */
export const TIMER_TICK_MS = 1000;

export const timerPropsSchema = z
  .object({
    seconds: z.number().int().min(0),
    warningSeconds: z.number().int().min(0).default(60),
    criticalSeconds: z.number().int().min(0).default(10),
    paused: z.boolean().default(false),
    label: z.string().min(1).default("Time remaining"),
    parameter: z.string().min(1).optional(),
    onStarted: callbackSchema,
    onWarning: callbackSchema,
    onCritical: callbackSchema,
    onElapsed: callbackSchema,
  })
  .refine((props) => props.criticalSeconds <= props.warningSeconds, {
    message: "must not be more than warningSeconds.",
    path: ["criticalSeconds"],
  });

export type TimerProps = z.output<typeof timerPropsSchema>;
