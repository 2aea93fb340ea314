import { z } from "zod";
import { colorSchema } from "./colors";

/** The icon sets a graphic can name: Material icons, Font Awesome names and the canvas icon set. */
const iconGraphicTypes = ["MaterialUI", "FontAwesome", "Icon"] as const;

const iconGraphicSchema = z.object({
  type: z.enum(iconGraphicTypes),
  name: z.string().min(1),
  color: colorSchema.optional(),
  title: z.string().optional(),
});

const imageGraphicSchema = z.object({
  type: z.literal("img"),
  src: z.string().min(1),
  alt: z.string().default(""),
});

/** A picture beside a heading's text: an image, or an icon from one of the icon sets. */
export const graphicSchema = z.union([imageGraphicSchema, iconGraphicSchema]);
export type Graphic = z.output<typeof graphicSchema>;

/** What a heading shows: text, or text with a line under it and graphics before it. */
export const displaySchema = z.union([
  z.string(),
  z.object({ text: z.string(), subtext: z.string().optional(), graphics: z.array(graphicSchema).default([]) }),
]);
export type Display = z.output<typeof displaySchema>;
