/** Who is calling: a signed-in user, or the anonymous user of a tenant that allows it. */
export type Principal = {
  kind: "user" | "anonymous";
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
};
