import type { ReactNode } from "react";
import { z } from "zod";
import { avatarVariants } from "../Avatar/avatarAppearance";

export const avatarGroupPropsSchema = z.object({
  max: z.number().int().min(2).default(4),
  total: z.number().int().nonnegative().optional(),
  size: z.number().int().min(16).max(256).default(40),
  variant: z.enum(avatarVariants).default("circular"),
  label: z.string().optional(),
});

export type AvatarGroupProps = z.output<typeof avatarGroupPropsSchema> & { children?: ReactNode };
