import type { ReactNode } from "react";
import { z } from "zod";

export const loadingContainerPropsSchema = z.object({
  loading: z.boolean().default(false),
  dataSource: z.string().min(1).optional(),
  label: z.string().min(1).default("Loading…"),
});

export type LoadingContainerProps = z.output<typeof loadingContainerPropsSchema> & { children?: ReactNode };
