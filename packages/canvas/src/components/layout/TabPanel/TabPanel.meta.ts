import type { ReactNode } from "react";
import { z } from "zod";

export const tabPanelPropsSchema = z.object({
  name: z.string().min(1, "Give the name of the Tabs this panel belongs to."),
  value: z.union([z.string().min(1), z.number()]),
});

export type TabPanelProps = z.output<typeof tabPanelPropsSchema> & { children?: ReactNode };
