import type { ReactNode } from "react";
import { z } from "zod";

export const stackDirections = ["row", "column", "row-reverse", "column-reverse"] as const;
export const stackAlignments = ["start", "center", "end", "stretch", "baseline"] as const;
export const stackJustifications = ["start", "center", "end", "space-between", "space-around", "space-evenly"] as const;

export const stackPropsSchema = z.object({
  direction: z.enum(stackDirections).default("column"),
  gap: z.union([z.number().nonnegative(), z.string().min(1)]).default(2),
  align: z.enum(stackAlignments).default("stretch"),
  justify: z.enum(stackJustifications).default("start"),
  wrap: z.boolean().default(false),
  divider: z.boolean().default(false),
});

export type StackProps = z.output<typeof stackPropsSchema> & { children?: ReactNode };
