import { TAGS } from "@storyframe/core";
import { useSession } from "../auth/useSession";

export type AdminArea = "users" | "roles" | "groups" | "service-accounts" | "schedules";
type AdminAction = "read" | "create" | "update" | "delete";

/** What the signed-in user may do in the admin area, from their effective tags (platform-shell §6). */
export interface AdminAccess {
  can(area: AdminArea, action: AdminAction): boolean;
  /** The areas whose lists the user may read, in menu order. */
  readable: AdminArea[];
}

const ADMIN_AREAS: readonly AdminArea[] = ["users", "roles", "groups", "service-accounts", "schedules"];

const tagOf: Record<AdminArea, Record<AdminAction, string>> = {
  users: { read: TAGS.usersRead, create: TAGS.usersCreate, update: TAGS.usersUpdate, delete: TAGS.usersDelete },
  roles: { read: TAGS.rolesRead, create: TAGS.rolesCreate, update: TAGS.rolesUpdate, delete: TAGS.rolesDelete },
  groups: { read: TAGS.groupsRead, create: TAGS.groupsCreate, update: TAGS.groupsUpdate, delete: TAGS.groupsDelete },
  // One tag manages service accounts and their tokens (decision 077).
  "service-accounts": {
    read: TAGS.serviceAccountsManage,
    create: TAGS.serviceAccountsManage,
    update: TAGS.serviceAccountsManage,
    delete: TAGS.serviceAccountsManage,
  },
  // Administrators see, pause and delete every schedule; creating and editing stay with their owners.
  schedules: {
    read: TAGS.schedulesAdmin,
    create: TAGS.schedulesAdmin,
    update: TAGS.schedulesAdmin,
    delete: TAGS.schedulesAdmin,
  },
};

export function adminAccessOf(effectiveTags: readonly string[]): AdminAccess {
  const tags = new Set(effectiveTags);
  const can = (area: AdminArea, action: AdminAction) => tags.has(tagOf[area][action]);
  return { can, readable: ADMIN_AREAS.filter((area) => can(area, "read")) };
}

export function useAdminAccess(): AdminAccess {
  const session = useSession();
  return adminAccessOf(session?.effectiveTags ?? []);
}
