import { z } from "zod";
import { callbackSchema } from "../../shared/schemas";
import { defaultInvalidPhoneMessage, defaultPhoneCountry } from "./phoneDefaults";

export const phoneInputPropsSchema = z.object({
  label: z.string().default("Phone number"),
  parameter: z.string().min(1).optional(),
  errorParameter: z.string().min(1).optional(),
  defaultCountry: z
    .string()
    .regex(/^[A-Za-z]{2}$/, { message: "Expected a two-letter country code, such as 'ZA'." })
    .default(defaultPhoneCountry),
  invalidMessage: z.string().min(1).default(defaultInvalidPhoneMessage),
  placeholder: z.string().optional(),
  helperText: z.string().optional(),
  required: z.boolean().default(false),
  disabled: z.boolean().default(false),
  fullWidth: z.boolean().default(true),
  onChange: callbackSchema,
  onBlur: callbackSchema,
});

export type PhoneInputProps = z.output<typeof phoneInputPropsSchema>;
