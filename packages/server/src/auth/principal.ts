/** Who is calling: a signed-in user, or the anonymous user of a tenant that allows it. */
export type Principal = {
  kind: "user" | "anonymous" | "share";
  userId: string | null;
  domainName: string;
  tenantName: string;
  name: string;
  email: string | null;
  roles: string[];
  allowedTags: string[];
  deniedTags: string[];
  effectiveTags: string[];
  userMetadata: string[];
  /**
   * The user's access version the principal was read at: the token's claim,
   * or the user's version when an external token was resolved by e-mail;
   * null when the token carries none (it is then only checked that the user exists).
   */
  accessVersion: number | null;
  /** Resolved from an external token by e-mail (so it can be resolved again), not read from Storyframe's claims. */
  resolvedByEmail: boolean;
  /** What a share link's bearer may read (kind "share", decision 078); such a principal has no tags of its own. */
  share?: ShareGrant;
  /** Set when the caller presented an API token (decision 077): the token, so its changes are audited by name. */
  apiToken?: { id: string; name: string; kind: "personal" | "service" };
};

/** A share link's grant: one storyline of the tenant's active branch, read with fixed parameter values. */
export type ShareGrant = {
  linkId: string;
  storyline: string;
  parameterValues: Readonly<Record<string, unknown>>;
  /** The parameters the viewer may change; every other one keeps its value. */
  changeableParameters: readonly string[];
  expiresAt: string;
  /** The link creator's effective tags now: the storyline and its data endpoints are read with these, nothing else. */
  readerTags: readonly string[];
};
