import { z } from "zod";
import type { ComponentAttribute, ComponentExample } from "../../../defineComponent";
import { colorSchema } from "../shared/colors";

export const minMaxIndicatorPropsSchema = z
  .object({
    value: z.number().nullable(),
    min: z.number(),
    max: z.number(),
    title: z.string().optional(),
    unit: z.string().optional(),
    decimals: z.number().int().min(0).max(10).optional(),
    markerColor: colorSchema.optional(),
  })
  .refine((props) => props.min < props.max, { message: "'min' must be less than 'max'.", path: ["max"] });

export type MinMaxIndicatorProps = z.output<typeof minMaxIndicatorPropsSchema>;

export const minMaxIndicatorMeta = {
  name: "MinMaxIndicator",
  family: "kpi",
  description:
    "Where a value lies between a minimum and a maximum: a track labelled with both ends and a marker at the " +
    "value. A value outside the range pins the marker to the nearer end, turns it red and says so.",
  isSelfClosing: true,
  attributes: [
    { name: "value", type: "number | null", description: "The value to place; null shows the track without a marker." },
    { name: "min", type: "number", description: "The low end of the range (left)." },
    { name: "max", type: "number", description: "The high end of the range (right); must be greater than min." },
    { name: "title", type: "string", description: "What is measured; shown above the track and names it." },
    { name: "unit", type: "string", description: "A unit shown after the numbers, e.g. 'km/h'." },
    { name: "decimals", type: "number", description: "Decimals of the numbers shown (default: up to two)." },
    {
      name: "markerColor",
      type: "string",
      description: "The marker's colour while the value is in range (palette name or CSS; default blue).",
    },
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "Operating windows",
      template:
        '<div style={{ display: "grid", gap: 20, maxWidth: 440 }}>\n' +
        '  <MinMaxIndicator title="Average haul speed" value={params.speed} min={18} max={40} unit="km/h" decimals={1} />\n' +
        '  <MinMaxIndicator title="Tyre pressure, HT-07 front left" value={params.pressure} min={650} max={760} unit="kPa" />\n' +
        '  <MinMaxIndicator title="Payload fill" value={params.fill} min={85} max={105} unit="%" markerColor="green" />\n' +
        "</div>",
      parameters: { speed: 27.4, pressure: 781, fill: 96.1 },
    },
  ] satisfies ComponentExample[],
} as const;
