import { z } from "zod";
import { isCssColor } from "../../display/Icon/iconColor";
import { isPaletteColorName, type PaletteColorName, palette } from "../../shared/palette";

// The charts' attribute schemas, apart from the code that draws: the viewer loads these with the metadata.

/** A colour attribute or series colour: a palette name, `name.shade` (e.g. `blue.300`) or a CSS colour. */
export const chartColorSchema = z
  .string()
  .refine(
    (color) => isCssColor(color) || resolvePaletteShade(color) !== undefined,
    "Use a palette colour (blue, blue.300…) or a CSS colour such as #1565c0.",
  );

/** A palette colour `name` or `name.shade` (e.g. `blue.300`) as CSS, a bare name its 700 shade; else undefined. */
export function resolvePaletteShade(color: string): string | undefined {
  const [name, shade] = color.trim().split(".");
  if (name === undefined || !isPaletteColorName(name)) return undefined;
  const shades = palette[name as PaletteColorName] as Readonly<Record<string, string>>;
  return shade === undefined ? shades["700"] : shades[shade];
}

/** How a y field is drawn: its column, legend name, colour and whether it starts hidden. */
const seriesSpecSchema = z.object({
  field: z.string().min(1),
  name: z.string().optional(),
  color: chartColorSchema.optional(),
  hidden: z.boolean().optional(),
});

/** `y`: one field, or a list of fields or series specs (one series each). */
export const ySchema = z.union([z.string().min(1), z.array(z.union([z.string().min(1), seriesSpecSchema])).min(1)]);
export type YAttribute = z.infer<typeof ySchema>;

/** A chart's rows: a list of objects (a data source's result); null or absent when there is nothing yet. */
export const chartInputSchema = z.array(z.record(z.string(), z.unknown())).nullish();

export const xTypes = ["auto", "category", "time", "value"] as const;
export type XType = (typeof xTypes)[number];
