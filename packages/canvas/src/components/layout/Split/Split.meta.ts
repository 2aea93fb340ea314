import type { ReactNode } from "react";
import { z } from "zod";

export const splitDirections = ["horizontal", "vertical"] as const;

export const splitPropsSchema = z.object({
  direction: z.enum(splitDirections).default("horizontal"),
  minSize: z.number().nonnegative().default(100),
  sizes: z.array(z.number().positive()).optional(),
  parameter: z.string().min(1).optional(),
  height: z.union([z.number().positive(), z.string().min(1)]).optional(),
});

export type SplitProps = z.output<typeof splitPropsSchema> & { children?: ReactNode };
