import { z } from "zod";

/** A tenant's domain name: 1–63 of a-z, 0-9, hyphen and dot, alphanumeric at both ends. */
export const domainNameSchema = z
  .string()
  .min(1, "domainName is required.")
  .max(63, "domainName must be at most 63 characters.")
  .regex(
    /^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?$/,
    "domainName may contain only lowercase letters, digits, hyphens and dots, and must begin and end with a letter or a digit.",
  );
