import type { ReactNode } from "react";
import { z } from "zod";
import { nodeSchema } from "../shared/nodeSchema";
import { popoverPlacements } from "./popoverPlacement";

export const popoverPropsSchema = z.object({
  trigger: nodeSchema.optional(),
  label: z.string().min(1).optional(),
  title: z.string().optional(),
  placement: z.enum(popoverPlacements).default("bottom-start"),
  maxWidth: z.number().positive().default(360),
});

export type PopoverProps = z.output<typeof popoverPropsSchema> & { children?: ReactNode };

/** Shown in place of a popover that has nothing to click (canvas-components §5). */
export const MISSING_TRIGGER_MESSAGE = "The 'trigger' prop is required.";
