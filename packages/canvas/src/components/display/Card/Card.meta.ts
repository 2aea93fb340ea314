import { isValidElement, type ReactNode } from "react";
import { z } from "zod";
import { isIconName } from "../Icon/iconNames";

const isRenderable = (value: unknown): boolean =>
  value === null ||
  typeof value === "string" ||
  typeof value === "number" ||
  isValidElement(value) ||
  (Array.isArray(value) && value.every(isRenderable));

export const cardPropsSchema = z.object({
  title: z.string().optional(),
  subheader: z.string().optional(),
  icon: z
    .string()
    .refine(isIconName, { error: (issue) => `Unknown icon '${String(issue.input)}'.` })
    .optional(),
  actions: z
    .custom<ReactNode>(isRenderable, { message: 'Expected elements, such as actions={<Chip label="Open" />}.' })
    .optional(),
  elevation: z.number().int().min(0).max(24).default(1),
  outlined: z.boolean().default(false),
});

export type CardProps = z.output<typeof cardPropsSchema> & { children?: ReactNode };
