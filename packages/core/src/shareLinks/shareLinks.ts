import { z } from "zod";
import { contentNameSchema } from "../content/contentSchemas";

/** The longest a share link may live; its expiry is required. */
export const SHARE_LINK_MAX_DAYS = 90;
/** The most parameters a link may fix or let the viewer change. */
const PARAMETERS_MAX = 100;
/** The largest JSON text of a link's fixed parameter values. */
const PARAMETER_VALUES_MAX_CHARS = 16_000;

/** The texts of share links, shared by the server and the pages. */
export const shareLinkMessages = {
  expiryRange: `Choose an expiry between 1 and ${SHARE_LINK_MAX_DAYS} days.`,
  tooManyParameters: `A share link names at most ${PARAMETERS_MAX} parameters.`,
  valuesTooLarge: `The parameter values of a share link must be at most ${PARAMETER_VALUES_MAX_CHARS} characters as JSON.`,
  unknownParameters: (storyline: string, names: readonly string[]) =>
    `Storyline '${storyline}' has no parameter named ${names.join(", ")}.`,
  needsUser: "Share links are made by signed-in users.",
  notFound: (id: string) => `No share link with id ${id} in this tenant.`,
  noLinkInRequest: "This request carries no share link.",
  shownOnce: "Copy the link now: it is shown only once and cannot be retrieved later.",
  /** Why a link's bearer is refused (401). */
  invalid: "This share link is not valid.",
  expired: "This share link has expired.",
  revoked: "This share link has been revoked.",
  creatorLostAccess: "This share link no longer works: the person who shared it can no longer read the storyline.",
  /** What a link's bearer may not do (403). */
  notForLinks: "A share link opens only its storyline; this needs signing in.",
  otherStoryline: "A share link opens only the storyline it was made for.",
  otherEndpoint: "A share link reads only the data of the storyline it was made for.",
  writes: "A share link only reads data: it cannot change this data endpoint's data.",
  fixedValues: (names: readonly string[]) =>
    `This share link shows the storyline with fixed values of ${names.join(", ")}; they cannot be changed.`,
} as const;

const parameterNameSchema = z.string().trim().min(1, "A parameter name cannot be empty.").max(200);

/** POST /api/share-links: one storyline of the caller's tenant, with the values it opens with. */
export const shareLinkCreateSchema = z.object({
  storyline: contentNameSchema,
  parameterValues: z
    .record(parameterNameSchema, z.unknown())
    .default({})
    .refine((values) => Object.keys(values).length <= PARAMETERS_MAX, shareLinkMessages.tooManyParameters)
    .refine((values) => JSON.stringify(values).length <= PARAMETER_VALUES_MAX_CHARS, shareLinkMessages.valuesTooLarge),
  changeableParameters: z
    .array(parameterNameSchema)
    .max(PARAMETERS_MAX, shareLinkMessages.tooManyParameters)
    .default([])
    .transform((names) => [...new Set(names)].sort()),
  expiresInDays: z
    .number({ error: shareLinkMessages.expiryRange })
    .int(shareLinkMessages.expiryRange)
    .min(1, shareLinkMessages.expiryRange)
    .max(SHARE_LINK_MAX_DAYS, shareLinkMessages.expiryRange),
});
export type ShareLinkCreate = z.input<typeof shareLinkCreateSchema>;

/** A link as lists show it: never its secret. */
export const shareLinkSchema = z.object({
  id: z.string(),
  storyline: z.string(),
  parameterValues: z.record(z.string(), z.unknown()),
  changeableParameters: z.array(z.string()),
  createdBy: z.object({ id: z.string(), name: z.string() }),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  useCount: z.number().int(),
  lastUsedAt: z.string().nullable(),
  state: z.enum(["active", "expired", "revoked"]),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

export const shareLinkListSchema = z.array(shareLinkSchema);

/** The answer to a creation: the link with its secret and page address, shown this once. */
export const createdShareLinkSchema = shareLinkSchema.extend({ token: z.string(), url: z.string() });
export type CreatedShareLink = z.infer<typeof createdShareLinkSchema>;

/** GET /api/share-links?storyline=… */
export const shareLinkListQuerySchema = z.object({ storyline: contentNameSchema.optional() });

export const shareLinkIdParamsSchema = z.object({ id: z.uuid("must be a share link id") });

/** What a link's bearer reads about its link (GET /api/share-links/current); each read counts as a use. */
export const shareGrantSchema = z.object({
  storyline: z.string(),
  parameterValues: z.record(z.string(), z.unknown()),
  changeableParameters: z.array(z.string()),
  expiresAt: z.string(),
});
export type ShareGrantView = z.infer<typeof shareGrantSchema>;
