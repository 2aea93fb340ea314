import type { ReactNode } from "react";
import { z } from "zod";

export const toolbarAlignments = ["start", "center", "end", "space-between"] as const;

export const toolbarPropsSchema = z.object({
  dense: z.boolean().default(false),
  align: z.enum(toolbarAlignments).default("start"),
  disableGutters: z.boolean().default(false),
});

export type ToolbarProps = z.output<typeof toolbarPropsSchema> & { children?: ReactNode };
