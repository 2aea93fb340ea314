import type { ReactNode } from "react";
import { z } from "zod";
import { callbackSchema } from "../../shared/schemas";

export const drawerAnchors = ["left", "right", "top", "bottom"] as const;
export const drawerVariants = ["temporary", "persistent"] as const;

export const drawerPropsSchema = z.object({
  anchor: z.enum(drawerAnchors).default("left"),
  parameter: z.string().min(1).optional(),
  variant: z.enum(drawerVariants).default("temporary"),
  title: z.string().optional(),
  size: z.number().positive().default(320),
  trigger: z.string().min(1).optional(),
  onClose: callbackSchema,
});

export type DrawerProps = z.output<typeof drawerPropsSchema> & { children?: ReactNode };
