import { TAGS } from "@storyframe/core";
import type { TenantRepository } from "../tenants/repository";
import type { AccountsRepository } from "./accountsRepository";
import { hashPassword } from "./passwords";

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

/**
 * Creates the demo tenant's roles (Administrator, Developer, Viewer) and one
 * account for each, once per installation. Answers the accounts when it
 * created them, so start-up can print the passwords.
 */
export async function seedDemoAccounts(
  tenants: TenantRepository,
  accounts: AccountsRepository,
): Promise<readonly DemoAccount[] | null> {
  if (await tenants.getMeta(SEEDED_KEY)) return null;
  const tenant = await tenants.findByDomain("demo");
  if (!tenant) return null;
  const now = new Date().toISOString();
  const roleTags: Record<string, string[]> = {
    Administrator: ADMIN_TAGS,
    Developer: [TAGS.developerTools],
    Viewer: [],
  };
  const descriptions: Record<string, string> = {
    Administrator: "Manages users, roles and groups.",
    Developer: "Debugs canvases, switches branches and edits templates.",
    Viewer: "Views storylines.",
  };
  for (const account of DEMO_ACCOUNTS) {
    if (await accounts.findUserByEmail(tenant.domainName, account.emailAddress)) continue;
    const role = await accounts.createRole(
      {
        domainName: tenant.domainName,
        name: account.role,
        description: descriptions[account.role] ?? "",
        explicitTags: { allowed: roleTags[account.role] ?? [], denied: [] },
        isAssignable: true,
      },
      now,
    );
    await accounts.createUser(
      {
        domainName: tenant.domainName,
        name: account.name,
        emailAddress: account.emailAddress,
        passwordHash: await hashPassword(account.password),
        pictureUrl: null,
        roles: [role.id],
        groups: [],
        userMetadata: [],
        explicitTags: { allowed: [], denied: [] },
      },
      now,
    );
  }
  await tenants.setMeta(SEEDED_KEY, now);
  return DEMO_ACCOUNTS;
}
