import { z } from "zod";
import { avatarColors, avatarVariants } from "./avatarAppearance";

export const avatarPropsSchema = z.object({
  name: z.string().optional(),
  src: z.string().min(1).optional(),
  alt: z.string().optional(),
  color: z.enum(avatarColors).optional(),
  variant: z.enum(avatarVariants).optional(),
  size: z.number().int().min(16).max(256).optional(),
});

export type AvatarProps = z.output<typeof avatarPropsSchema>;
