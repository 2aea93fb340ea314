import type { ReactNode } from "react";
import { z } from "zod";

export const appBarColors = ["primary", "secondary", "default", "transparent", "inherit"] as const;
export const appBarPositions = ["static", "sticky", "relative"] as const;

export const appBarPropsSchema = z.object({
  title: z.string().optional(),
  color: z.enum(appBarColors).default("primary"),
  position: z.enum(appBarPositions).default("static"),
  dense: z.boolean().default(false),
});

export type AppBarProps = z.output<typeof appBarPropsSchema> & { children?: ReactNode };
