/** The tags the platform itself checks (platform-shell §6). */
export const TAGS = {
  usersRead: "users::read",
  usersCreate: "users::create",
  usersUpdate: "users::update",
  usersDelete: "users::delete",
  rolesRead: "roles::read",
  rolesCreate: "roles::create",
  rolesUpdate: "roles::update",
  rolesDelete: "roles::delete",
  groupsRead: "groups::read",
  groupsCreate: "groups::create",
  groupsUpdate: "groups::update",
  groupsDelete: "groups::delete",
  developerTools: "developer-tools::access",
  /** The geofence map's reading calls: features, locations, GPS readings and the map key (canvas-components §7). */
  geofencesRead: "geofences::read",
  /** Saving and deleting geofences and reserving their running ids. */
  geofencesWrite: "geofences::write",
  /** Creating one's own personal API tokens (decision 077). */
  apiTokensCreate: "api-tokens::create",
  /** Managing the tenant's service accounts and their API tokens. */
  serviceAccountsManage: "service-accounts::manage",
  /** Sharing storylines the user may read through share links (decision 078). */
  shareLinksCreate: "share-links::create",
  /** Listing and revoking every share link of the tenant. */
  shareLinksManage: "share-links::manage",
  /** Scheduling one's own deliveries of the storylines one may read (decision 080). */
  schedulesManage: "schedules::manage",
  /** Seeing, pausing and deleting every scheduled delivery of the tenant. */
  schedulesAdmin: "schedules::admin",
} as const;

export type ExplicitTags = { allowed: readonly string[]; denied: readonly string[] };

/**
 * Effective tags: every tag allowed by the user, by their roles or by the
 * roles of their groups, minus every tag any of them denies. A denial wins
 * wherever it comes from. Tags compare exactly (trimmed; empty ones ignored).
 */
export function effectiveTags(sources: readonly ExplicitTags[]): string[] {
  const clean = (tags: readonly string[]) => tags.map((tag) => tag.trim()).filter((tag) => tag !== "");
  const denied = new Set(sources.flatMap((source) => clean(source.denied)));
  const allowed = new Set(sources.flatMap((source) => clean(source.allowed)));
  return [...allowed].filter((tag) => !denied.has(tag)).sort();
}

/** True when every required tag is among the effective tags. */
export function hasAllTags(effective: readonly string[], required: readonly string[]): boolean {
  const have = new Set(effective);
  return required.every((tag) => have.has(tag));
}
