import { z } from "zod";
import { domainNameSchema } from "../tenant/domainName";
import { explicitTagsSchema, lookupOptionSchema, nameOrderSchema, pagingQuerySchema, requiredText } from "./common";

const ROLE_NAME_MAX = 100;
export const DESCRIPTION_MAX = 500;

/** A role (platform-shell §3). */
export const roleSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  explicitTags: z.object({ allowed: z.array(z.string()), denied: z.array(z.string()) }),
  isAssignable: z.boolean(),
  domainName: z.string(),
});
export type Role = z.infer<typeof roleSchema>;

/** POST /api/roles. */
export const roleCreateSchema = z.object({
  name: requiredText(ROLE_NAME_MAX),
  description: requiredText(DESCRIPTION_MAX),
  explicitTags: explicitTagsSchema.prefault({}),
  isAssignable: z.boolean().default(true),
  domainName: domainNameSchema.optional(),
});
export type RoleCreate = z.input<typeof roleCreateSchema>;

/** PUT /api/roles/{id}: the name may be sent but not changed; omitted lists stay as they are. */
export const roleUpdateSchema = z.object({
  name: z.string().optional(),
  description: requiredText(DESCRIPTION_MAX),
  explicitTags: explicitTagsSchema.optional(),
  isAssignable: z.boolean().optional(),
  domainName: domainNameSchema.optional(),
});
export type RoleUpdate = z.input<typeof roleUpdateSchema>;

/** GET /api/roles (and /api/groups): the spec's query names plus paging. */
export const roleSearchQuerySchema = pagingQuerySchema.extend({
  Name: z.string().max(ROLE_NAME_MAX).optional(),
  DomainName: domainNameSchema.optional(),
  orderBy: nameOrderSchema.optional(),
});
export type RoleSearchQuery = z.input<typeof roleSearchQuerySchema>;

/** A role as a select option; the user form offers only assignable ones. */
export const roleLookupSchema = lookupOptionSchema.extend({ isAssignable: z.boolean() });
export type RoleLookup = z.infer<typeof roleLookupSchema>;
