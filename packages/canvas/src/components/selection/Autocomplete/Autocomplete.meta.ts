import { z } from "zod";
import { callbackSchema } from "../../shared/schemas";
import { optionLabelSchema, optionValueSchema } from "../shared/optionValue";

/** An autocomplete option (canvas-components §3); in tree form it has children and may start expanded. */
export const autocompleteOptionSchema = z.object({
  label: optionLabelSchema,
  value: optionValueSchema,
  disabled: z.boolean().optional(),
  preventSelection: z.boolean().optional(),
  isExpanded: z.boolean().optional(),
  get children() {
    return z.array(autocompleteOptionSchema).optional();
  },
});

export type AutocompleteOption = z.output<typeof autocompleteOptionSchema>;

export const autocompletePropsSchema = z.object({
  parameter: z.string().min(1).optional(),
  options: z.array(autocompleteOptionSchema).default([]),
  optionsUrl: z.string().min(1).optional(),
  multiple: z.boolean().default(false),
  maxCount: z.number().int().positive().optional(),
  label: z.string().optional(),
  placeholder: z.string().optional(),
  disabled: z.boolean().default(false),
  onChange: callbackSchema,
});

export type AutocompleteProps = z.output<typeof autocompletePropsSchema>;
