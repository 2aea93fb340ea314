import { z } from "zod";
import { domainNameSchema } from "../tenant/domainName";
import { entityIdSchema, explicitTagsSchema, keyValueSchema, lookupOptionSchema, requiredText } from "./common";
import { DESCRIPTION_MAX, roleSearchQuerySchema } from "./roles";

const GROUP_NAME_MAX = 100;

/** A group (platform-shell §3). */
export const groupSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  roles: z.array(z.string()),
  userMetadata: z.array(z.object({ key: z.string(), value: z.string() })),
  explicitTags: z.object({ allowed: z.array(z.string()), denied: z.array(z.string()) }),
  domainName: z.string(),
});
export type Group = z.infer<typeof groupSchema>;

/** POST /api/groups. */
export const groupCreateSchema = z.object({
  name: requiredText(GROUP_NAME_MAX),
  description: requiredText(DESCRIPTION_MAX),
  roles: z.array(entityIdSchema).max(500).default([]),
  userMetadata: z.array(keyValueSchema).max(200).default([]),
  explicitTags: explicitTagsSchema.prefault({}),
  domainName: domainNameSchema.optional(),
});
export type GroupCreate = z.input<typeof groupCreateSchema>;

/** PUT /api/groups/{id}: the name may be sent but not changed; omitted lists stay as they are. */
export const groupUpdateSchema = z.object({
  name: z.string().optional(),
  description: requiredText(DESCRIPTION_MAX),
  roles: z.array(entityIdSchema).max(500).optional(),
  userMetadata: z.array(keyValueSchema).max(200).optional(),
  explicitTags: explicitTagsSchema.optional(),
  domainName: domainNameSchema.optional(),
});
export type GroupUpdate = z.input<typeof groupUpdateSchema>;

export const groupSearchQuerySchema = roleSearchQuerySchema;
export type GroupSearchQuery = z.input<typeof groupSearchQuerySchema>;

export const groupLookupSchema = lookupOptionSchema;
export type GroupLookup = z.infer<typeof groupLookupSchema>;
