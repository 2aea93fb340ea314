import type { ReactNode } from "react";
import { z } from "zod";

export const accordionPropsSchema = z.object({
  expandedGroup: z.string().optional(),
  fillAvailableSpace: z.boolean().default(false),
  parameter: z.string().min(1).optional(),
});

export type AccordionProps = z.output<typeof accordionPropsSchema> & { children?: ReactNode };
