import { z } from "zod";

/*
 * Imported first by each page's entry, before any schema is used. The pages' Content-Security-Policy allows no
 * eval. Zod compiles object parsers with `new Function` when it may, and finds out by trying once: under this
 * policy the try fails quietly, yet the browser reports it as a violation of the policy on every page load (to the
 * page's `securitypolicyviolation` listeners, and to a report endpoint where one is set). Told not to compile, zod
 * never tries; it parses as it would after the failed try.
 */
z.config({ jitless: true });
