import type { FastifyPluginAsync } from "fastify";
import { auditRoutes } from "./audit/routes";
import type { AuditService } from "./audit/service";
import { groupRoutes } from "./groups/routes";
import type { GroupsService } from "./groups/service";
import { roleRoutes } from "./roles/routes";
import type { RolesService } from "./roles/service";
import { userRoutes } from "./users/routes";
import type { UsersService } from "./users/service";

export type AdminRoutesOptions = {
  users: UsersService;
  roles: RolesService;
  groups: GroupsService;
  audit: AuditService;
};

/** The administration API: users, roles, groups (platform-shell §7) and the audit log of their changes. */
export const adminRoutes: FastifyPluginAsync<AdminRoutesOptions> = async (app, { users, roles, groups, audit }) => {
  await app.register(userRoutes, { users });
  await app.register(roleRoutes, { roles });
  await app.register(groupRoutes, { groups });
  await app.register(auditRoutes, { audit });
};
