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
};
