import { z } from "zod";
import { requiredText } from "../admin/common";

/** Every token's secret starts with one of these, so scanners and the server recognise it. */
export const API_TOKEN_PREFIXES = { personal: "sf_pat_", service: "sf_sat_" } as const;

/** The longest a token may live; its expiry is required. */
export const API_TOKEN_MAX_DAYS = 365;
const TOKEN_NAME_MAX = 100;
const ACCOUNT_DESCRIPTION_MAX = 500;
const TAGS_MAX = 200;

export const API_TOKEN_PATHS = {
  personal: "/api/api-tokens",
  serviceAccounts: "/api/service-accounts",
  serviceAccountTokens: "/api/service-accounts/tokens",
} as const;

/** The texts of token management, shared by the server and the pages. */
export const apiTokenMessages = {
  expiryRange: `Choose an expiry between 1 and ${API_TOKEN_MAX_DAYS} days.`,
  tagsNotHeld: (tags: readonly string[]) =>
    `You can only give tags you hold yourself; you do not hold ${tags.join(", ")}.`,
  accountLacksTags: (tags: readonly string[]) =>
    `A service account's token can only carry the account's tags; it does not hold ${tags.join(", ")}.`,
  personalNeedsUser: "Personal tokens belong to a signed-in user; sign in to create one.",
  tokenNotFound: (id: string) => `No API token with id ${id} in this tenant.`,
  accountNotFound: (id: string) => `No service account with id ${id} in this tenant.`,
  accountNameTaken: (name: string) => `A service account named ${name} already exists.`,
  notWithToken: "API tokens and service accounts are managed by a signed-in user, not with an API token.",
  shownOnce: "Copy the token now: it is shown only once and cannot be retrieved later.",
} as const;

const tagListSchema = z
  .array(z.string().trim().min(1, "A tag cannot be empty.").max(200, "Use at most 200 characters per tag."))
  .max(TAGS_MAX, `Use at most ${TAGS_MAX} tags.`)
  .transform((tags) => [...new Set(tags)].sort());

/** POST /api/api-tokens and POST /api/service-accounts/{id}/tokens. */
export const apiTokenCreateSchema = z.object({
  name: requiredText(TOKEN_NAME_MAX),
  expiresInDays: z
    .number({ error: apiTokenMessages.expiryRange })
    .int(apiTokenMessages.expiryRange)
    .min(1, apiTokenMessages.expiryRange)
    .max(API_TOKEN_MAX_DAYS, apiTokenMessages.expiryRange),
  tags: tagListSchema.prefault([]),
});
export type ApiTokenCreate = z.input<typeof apiTokenCreateSchema>;

/** A token as lists show it: never its secret, only the secret's first characters. */
export const apiTokenSchema = z.object({
  id: z.string(),
  kind: z.enum(["personal", "service"]),
  name: z.string(),
  tokenStart: z.string(),
  owner: z.object({ id: z.string(), name: z.string() }),
  tags: z.array(z.string()),
  createdBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** The answer of a creation: the only time the secret is ever sent. */
export const createdApiTokenSchema = z.object({ token: z.string(), apiToken: apiTokenSchema });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

export const apiTokenListSchema = z.array(apiTokenSchema);

/** The caller's own tags, offered by the personal token form. */
export const apiTokenTagOptionsSchema = z.object({ tags: z.array(z.string()) });

/** A tenant's service account. */
export const serviceAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type ServiceAccount = z.infer<typeof serviceAccountSchema>;

export const serviceAccountListSchema = z.array(serviceAccountSchema);

/** POST /api/service-accounts. */
export const serviceAccountCreateSchema = z.object({
  name: requiredText(TOKEN_NAME_MAX),
  description: z
    .string()
    .trim()
    .max(ACCOUNT_DESCRIPTION_MAX, `Use at most ${ACCOUNT_DESCRIPTION_MAX} characters.`)
    .prefault(""),
  tags: tagListSchema.prefault([]),
});
export type ServiceAccountCreate = z.input<typeof serviceAccountCreateSchema>;

export const apiTokenIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
