import type { ReactNode } from "react";
import { z } from "zod";

export const filterPropsSchema = z.object({
  title: z.string().optional(),
});

export type FilterProps = z.output<typeof filterPropsSchema> & { children?: ReactNode };
