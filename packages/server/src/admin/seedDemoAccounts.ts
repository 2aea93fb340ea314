import { TAGS } from "@storyframe/core";
import type { TenantRepository } from "../tenants/repository";
import type { RolesService } from "./roles/service";
import { SYSTEM_ACTOR_NAMES, systemActor } from "./shared/actor";
import type { UsersService } from "./users/service";

const SEEDED_KEY = "demo_accounts_seeded_at";

export type DemoAccount = { role: string; name: string; emailAddress: string; password: string };

/** The demo tenant's accounts. Their passwords are public (README): demo use only. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    role: "Administrator",
    name: "Ada Admin",
    emailAddress: "admin@demo.storyframe.test",
    password: "storyframe-admin",
  },
  {
    role: "Developer",
    name: "Dev Developer",
    emailAddress: "developer@demo.storyframe.test",
    password: "storyframe-developer",
  },
  { role: "Viewer", name: "Vera Viewer", emailAddress: "viewer@demo.storyframe.test", password: "storyframe-viewer" },
];

const ADMIN_TAGS = [
  TAGS.usersRead,
  TAGS.usersCreate,
  TAGS.usersUpdate,
  TAGS.usersDelete,
  TAGS.rolesRead,
  TAGS.rolesCreate,
  TAGS.rolesUpdate,
  TAGS.rolesDelete,
  TAGS.groupsRead,
  TAGS.groupsCreate,
  TAGS.groupsUpdate,
  TAGS.groupsDelete,
];

/** Drawing and editing the demo site's geofences (the geofence map's calls). */
const GEOFENCE_TAGS = [TAGS.geofencesRead, TAGS.geofencesWrite];

/** Scheduling deliveries of storylines; administrators also see every schedule of the tenant. */
const SCHEDULE_TAGS = [TAGS.schedulesManage, TAGS.schedulesAdmin];

/** Sharing storylines through share links; administrators also list and revoke everyone's (decision 078). */
const SHARE_LINK_TAGS = [TAGS.shareLinksCreate, TAGS.shareLinksManage];

const ROLE_TAGS: Record<string, string[]> = {
  Administrator: [
    ...ADMIN_TAGS,
    ...GEOFENCE_TAGS,
    TAGS.apiTokensCreate,
    TAGS.serviceAccountsManage,
    ...SCHEDULE_TAGS,
    ...SHARE_LINK_TAGS,
  ],
  Developer: [TAGS.developerTools, ...GEOFENCE_TAGS, TAGS.apiTokensCreate, TAGS.schedulesManage, TAGS.shareLinksCreate],
  Viewer: [],
};

const ROLE_DESCRIPTIONS: Record<string, string> = {
  Administrator: "Manages users, roles and groups, and the site's geofences.",
  Developer: "Debugs canvases, switches branches, edits templates and draws geofences.",
  Viewer: "Views storylines.",
};

/** The admin services the seed acts through, as an administrator would. */
export type DemoAccountServices = { users: UsersService; roles: RolesService };

/**
 * Creates the demo tenant's roles (Administrator, Developer, Viewer) and one
 * account for each, once per installation, through the admin services as the
 * "demo seed" system actor (so the audit log shows them). Answers the
 * accounts when it created them, so start-up can print the passwords.
 */
export async function seedDemoAccounts(
  tenants: TenantRepository,
  services: DemoAccountServices,
): Promise<readonly DemoAccount[] | null> {
  if (await tenants.getMeta(SEEDED_KEY)) return null;
  const tenant = await tenants.findByDomain("demo");
  if (!tenant) return null;
  const actor = systemActor(SYSTEM_ACTOR_NAMES.demoSeed, tenant.domainName);
  for (const account of DEMO_ACCOUNTS) {
    if (await services.users.findIdByEmail(actor, account.emailAddress)) continue;
    const role =
      (await services.roles.findByName(actor, account.role)) ??
      (await services.roles.create(actor, {
        name: account.role,
        description: ROLE_DESCRIPTIONS[account.role] ?? "",
        explicitTags: { allowed: ROLE_TAGS[account.role] ?? [], denied: [] },
        isAssignable: true,
      }));
    await services.users.create(
      actor,
      { name: account.name, emailAddress: account.emailAddress, roles: [role.id] },
      { sendWelcomeEmail: false, password: account.password },
    );
  }
  await tenants.setMeta(SEEDED_KEY, new Date().toISOString());
  return DEMO_ACCOUNTS;
}
