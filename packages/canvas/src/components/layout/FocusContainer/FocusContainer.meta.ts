import type { ReactNode } from "react";
import { z } from "zod";

export const focusModes = ["dialog", "canvas"] as const;

export const focusContainerPropsSchema = z.object({
  title: z.string().optional(),
  mode: z.enum(focusModes).default("dialog"),
  parameter: z.string().min(1).optional(),
});

export type FocusContainerProps = z.output<typeof focusContainerPropsSchema> & { children?: ReactNode };
