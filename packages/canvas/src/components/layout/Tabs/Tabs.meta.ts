import type { ReactNode } from "react";
import { z } from "zod";
import { callbackSchema } from "../../shared/schemas";

const tabValueSchema = z.union([z.string().min(1), z.number()]);

export const tabsVariants = ["standard", "scrollable", "fullWidth"] as const;

export const tabsPropsSchema = z.object({
  name: z.string().min(1, "Give the tabs a name; the selection is stored in the parameter 'tabs-{name}'."),
  tabs: z
    .array(z.object({ label: z.string(), value: tabValueSchema, disabled: z.boolean().optional() }))
    .min(1, "List at least one tab."),
  defaultValue: tabValueSchema.optional(),
  variant: z.enum(tabsVariants).default("standard"),
  label: z.string().min(1).optional(),
  onChange: callbackSchema,
});

export type TabsProps = z.output<typeof tabsPropsSchema> & { children?: ReactNode };
