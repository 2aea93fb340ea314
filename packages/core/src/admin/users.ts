import { z } from "zod";
import { domainNameSchema } from "../tenant/domainName";
import {
  entityIdSchema,
  explicitTagsSchema,
  keyValueSchema,
  pagingQuerySchema,
  queryBooleanSchema,
  requiredText,
} from "./common";
import { adminMessages } from "./messages";

const USER_NAME_MAX = 200;
const EMAIL_MAX = 320;

/** A user (platform-shell §3); `roles` and `groups` hold ids. */
export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  emailAddress: z.string(),
  roles: z.array(z.string()),
  groups: z.array(z.string()),
  userMetadata: z.array(z.object({ key: z.string(), value: z.string() })),
  explicitTags: z.object({ allowed: z.array(z.string()), denied: z.array(z.string()) }),
  domainName: z.string(),
});
export type User = z.infer<typeof userSchema>;

const namedRefSchema = z.object({ id: z.string(), name: z.string() });

/**
 * A user of GET /api/users/verbose: the user plus the names of their roles
 * and groups, whether they have signed up yet, and when the row changed.
 */
export const userVerboseSchema = userSchema.extend({
  roleDetails: z.array(namedRefSchema),
  groupDetails: z.array(namedRefSchema),
  status: z.enum(["active", "invited"]),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserVerbose = z.infer<typeof userVerboseSchema>;

const emailAddressSchema = requiredText(EMAIL_MAX).pipe(z.email({ error: adminMessages.invalidEmail }));

/** POST /api/users (one user; the form sends one call per user when several are entered). */
export const userCreateSchema = z.object({
  name: requiredText(USER_NAME_MAX),
  emailAddress: emailAddressSchema,
  roles: z.array(entityIdSchema).max(500).default([]),
  groups: z.array(entityIdSchema).max(500).default([]),
  userMetadata: z.array(keyValueSchema).max(200).default([]),
  explicitTags: explicitTagsSchema.prefault({}),
  domainName: domainNameSchema.optional(),
});
export type UserCreate = z.input<typeof userCreateSchema>;

/** PUT /api/users/{id}: name and e-mail are required; omitted lists stay as they are. */
export const userUpdateSchema = z.object({
  name: requiredText(USER_NAME_MAX),
  emailAddress: emailAddressSchema,
  roles: z.array(entityIdSchema).max(500).optional(),
  groups: z.array(entityIdSchema).max(500).optional(),
  userMetadata: z.array(keyValueSchema).max(200).optional(),
  explicitTags: explicitTagsSchema.optional(),
  domainName: domainNameSchema.optional(),
});
export type UserUpdate = z.input<typeof userUpdateSchema>;

/** The query of POST /api/users: the welcome e-mail goes out unless `sendWelcomeEmail=false`. */
export const userCreateQuerySchema = z.object({ sendWelcomeEmail: queryBooleanSchema.optional() });

const userOrderSchema = z.enum(["name", "-name", "emailAddress", "-emailAddress", "createdAt", "-createdAt"], {
  error: "Use name, emailAddress or createdAt, with a leading - for descending order.",
});

/**
 * GET /api/users and /api/users/verbose: the spec's filters (EmailAddress
 * exact, Role and Group by id or name), plus the extensions `search` (part of
 * a name or e-mail address) and paging.
 */
export const userSearchQuerySchema = pagingQuerySchema.extend({
  EmailAddress: z.string().max(EMAIL_MAX).optional(),
  Role: z.string().max(200).optional(),
  Group: z.string().max(200).optional(),
  DomainName: domainNameSchema.optional(),
  orderBy: userOrderSchema.optional(),
  search: z.string().max(200).optional(),
});
export type UserSearchQuery = z.input<typeof userSearchQuerySchema>;
