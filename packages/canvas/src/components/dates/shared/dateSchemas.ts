import { z } from "zod";
import { isReadableDate } from "./storedDate";

/** A date attribute such as minDate: ISO text, e.g. '2025-01-31' or '2025-01-31T08:00'; null means no date. */
export const dateAttributeSchema = z
  .string()
  .refine(isReadableDate, { message: "Expected a date such as '2025-01-31' (or '2025-01-31T08:00')." })
  .nullable()
  .optional();
