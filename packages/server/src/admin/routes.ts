import type { FastifyPluginAsync } from "fastify";
import type { Kysely } from "kysely";
import type { IdentityConfig } from "../config";
import type { Database } from "../db/schema";
import type { AccountsRepository } from "../identity/accountsRepository";
import type { IdentityService } from "../identity/identityService";
import type { Mailer } from "../mail/mailer";
import type { TenantRepository } from "../tenants/repository";
import { auditRoutes } from "./audit/routes";
import { groupRoutes } from "./groups/routes";
import { GroupsService } from "./groups/service";
import { roleRoutes } from "./roles/routes";
import { RolesService } from "./roles/service";
import { userRoutes } from "./users/routes";
import { UsersService } from "./users/service";
import { WelcomeMail } from "./users/welcomeMail";

export type AdminRoutesOptions = {
  db: Kysely<Database>;
  identity: IdentityService;
  accounts: AccountsRepository;
  tenants: TenantRepository;
  mailer: Mailer;
  identityConfig: IdentityConfig;
  publicUrl: string;
};

/** The administration API: users, roles, groups (platform-shell §7) and the audit log of their changes. */
export const adminRoutes: FastifyPluginAsync<AdminRoutesOptions> = async (app, options) => {
  const welcome = new WelcomeMail(options);
  const log = {
    info: (details: object, message: string) => app.log.info(details, message),
    error: (details: object, message: string) => app.log.error(details, message),
  };
  await app.register(userRoutes, { users: new UsersService(options.db, welcome, log) });
  await app.register(roleRoutes, { roles: new RolesService(options.db) });
  await app.register(groupRoutes, { groups: new GroupsService(options.db) });
  await app.register(auditRoutes, { db: options.db });
};
