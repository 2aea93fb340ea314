import { adminServerMessages, userCreateSchema, type userSearchQuerySchema, userUpdateSchema } from "@storyframe/core";
import type { Kysely } from "kysely";
import type { z } from "zod";
import type { Database } from "../../db/schema";
import { hashPassword, passwordProblem } from "../../identity/passwords";
import { InvalidError, NotFoundError } from "../../shared/domainErrors";
import type { ServiceLog } from "../../shared/serviceLog";
import { AccessRepository, type UserAccess } from "../access/repository";
import { AccessVersionRepository, type AccessVersions, accessChanged } from "../access/versions";
import { AuditRepository } from "../audit/repository";
import { GroupsRepository } from "../groups/repository";
import { RolesRepository } from "../roles/repository";
import type { Actor } from "../shared/actor";
import { isUniqueViolation } from "../shared/database";
import { assertMayGrant, assertOwnTenant, found } from "../shared/policy";
import { withoutSelfLockout } from "../shared/selfLockout";
import { cleanTagLists } from "../shared/tags";
import { validInput } from "../shared/validation";
import { assertNotSelf, checkedUserGroups, checkedUserRoles } from "./policy";
import { presentUser, presentUserVerbose } from "./presenter";
import { type AdminUser, type UserChange, UsersRepository } from "./repository";
import type { WelcomeMail } from "./welcomeMail";

export type UserCreateInput = z.input<typeof userCreateSchema>;
export type UserUpdateInput = z.input<typeof userUpdateSchema>;
export type UserSearchInput = z.output<typeof userSearchQuerySchema>;

/** How a user is created besides their fields. */
export type UserCreateOptions = {
  sendWelcomeEmail: boolean;
  /** A first password (the command line and the demo seed); without one the user signs up through the welcome link. */
  password?: string | undefined;
};

const emailTaken = () => new InvalidError({ emailAddress: [adminServerMessages.emailTaken] });

/**
 * User rules: e-mail addresses unique per tenant (any case); only assignable
 * roles are given; nobody deletes themselves or takes their own
 * users::update / roles::update away; every change audited; a change of
 * the user's roles, groups or tags raises their access version (their tokens
 * issued before are refused, decision 062); new users get a welcome e-mail
 * unless asked not to.
 */
export class UsersService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly welcome: WelcomeMail,
    private readonly log: ServiceLog,
    private readonly versions: AccessVersions,
    private readonly now: () => string = () => new Date().toISOString(),
  ) {}

  /** Matching users, with the spec's filters (Role and Group by id or name; none matching means no users). */
  async search(actor: Actor, query: UserSearchInput): Promise<{ users: AdminUser[]; total: number }> {
    const domainName = actor.domainName;
    const role = query.Role ? await new RolesRepository(this.db).findByIdOrName(domainName, query.Role) : undefined;
    const group = query.Group ? await new GroupsRepository(this.db).findByIdOrName(domainName, query.Group) : undefined;
    if ((query.Role && !role) || (query.Group && !group)) return { users: [], total: 0 };
    return new UsersRepository(this.db).search(domainName, {
      emailAddress: query.EmailAddress,
      roleId: role?.id,
      groupId: group?.id,
      search: query.search,
      orderBy: query.orderBy,
      offset: query.offset,
      limit: query.limit,
    });
  }

  /** The verbose form of users: role and group names beside their ids. */
  async verbose(actor: Actor, users: readonly AdminUser[]) {
    const [roleNames, groupNames] = await Promise.all([
      new RolesRepository(this.db).namesById(actor.domainName),
      new GroupsRepository(this.db).namesById(actor.domainName),
    ]);
    return users.map((user) => presentUserVerbose(user, roleNames, groupNames));
  }

  async get(actor: Actor, id: string): Promise<AdminUser> {
    return found(await new UsersRepository(this.db).findById(actor.domainName, id), "user", id);
  }

  /** The id of the tenant's user with this e-mail address (any case), if there is one. */
  findIdByEmail(actor: Actor, emailAddress: string): Promise<string | undefined> {
    return new UsersRepository(this.db).idOfEmail(actor.domainName, emailAddress);
  }

  /** The user with this e-mail address and their roles and groups (the access look-up). */
  async accessByEmail(actor: Actor, emailAddress: string): Promise<UserAccess> {
    const access = new AccessRepository(this.db);
    const user = await access.findUserByEmail(actor.domainName, emailAddress);
    if (!user) throw new NotFoundError(`No user with the e-mail address ${emailAddress} in this tenant.`);
    return access.loadAccess(user);
  }

  /** Creates a user from input checked with core's schema, whoever asks: the API, the command line or the demo seed. */
  async create(actor: Actor, body: UserCreateInput, options: UserCreateOptions): Promise<AdminUser> {
    const input = validInput(userCreateSchema, body);
    const { sendWelcomeEmail, password } = options;
    assertOwnTenant(actor, input.domainName);
    const explicitTags = cleanTagLists(input.explicitTags);
    assertMayGrant(actor, [], explicitTags.allowed);
    const problem = password === undefined ? null : passwordProblem(password);
    if (problem) throw new InvalidError({ password: [problem] });
    const passwordHash = password === undefined ? null : await hashPassword(password);
    let created: AdminUser;
    try {
      created = await this.db.transaction().execute(async (trx) => {
        const users = new UsersRepository(trx);
        if (await users.idOfEmail(actor.domainName, input.emailAddress)) throw emailTaken();
        const change: UserChange = {
          name: input.name,
          emailAddress: input.emailAddress,
          roles: await checkedUserRoles(new RolesRepository(trx), actor.domainName, input.roles, []),
          groups: await checkedUserGroups(new GroupsRepository(trx), actor.domainName, input.groups),
          userMetadata: input.userMetadata,
          explicitTags,
        };
        const user = await users.insert(actor.domainName, change, this.now(), passwordHash);
        await new AuditRepository(trx).record(actor, {
          action: "create",
          resourceType: "user",
          resourceId: user.id,
          resourceName: user.name,
          before: null,
          after: presentUser(user),
          details: { sendWelcomeEmail },
        });
        return user;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
    if (sendWelcomeEmail) {
      // The user exists either way; a mail server that fails is logged, not reported as a failed creation.
      await this.welcome.send(actor.domainName, created).catch((error: unknown) => {
        this.log.error({ err: error, userId: created.id }, "the welcome e-mail could not be sent");
      });
    }
    return created;
  }

  async update(actor: Actor, id: string, body: UserUpdateInput): Promise<AdminUser> {
    const input = validInput(userUpdateSchema, body);
    assertOwnTenant(actor, input.domainName);
    try {
      const updated = await this.db.transaction().execute(async (trx) => {
        const users = new UsersRepository(trx);
        const current = found(await users.findById(actor.domainName, id), "user", id);
        const owner = await users.idOfEmail(actor.domainName, input.emailAddress);
        if (owner && owner !== id) throw emailTaken();
        const explicitTags = input.explicitTags ? cleanTagLists(input.explicitTags) : current.explicitTags;
        assertMayGrant(actor, current.explicitTags.allowed, explicitTags.allowed);
        const change: UserChange = {
          name: input.name,
          emailAddress: input.emailAddress,
          roles: input.roles
            ? await checkedUserRoles(new RolesRepository(trx), actor.domainName, input.roles, current.roles)
            : current.roles,
          groups: input.groups
            ? await checkedUserGroups(new GroupsRepository(trx), actor.domainName, input.groups)
            : current.groups,
          userMetadata: input.userMetadata ?? current.userMetadata,
          explicitTags,
        };
        const now = this.now();
        await withoutSelfLockout(trx, actor, () => users.update(actor.domainName, id, change, now));
        if (accessChanged(current, change)) await new AccessVersionRepository(trx).raiseUser(actor.domainName, id);
        const updated: AdminUser = { ...current, ...change, updatedAt: now };
        await new AuditRepository(trx).record(actor, {
          action: "update",
          resourceType: "user",
          resourceId: id,
          resourceName: updated.name,
          before: presentUser(current),
          after: presentUser(updated),
        });
        return updated;
      });
      this.versions.changed([id]);
      return updated;
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
  }

  async delete(actor: Actor, id: string): Promise<void> {
    assertNotSelf(actor, id);
    await this.db.transaction().execute(async (trx) => {
      const users = new UsersRepository(trx);
      const current = found(await users.findById(actor.domainName, id), "user", id);
      await users.delete(actor.domainName, id);
      await new AuditRepository(trx).record(actor, {
        action: "delete",
        resourceType: "user",
        resourceId: id,
        resourceName: current.name,
        before: presentUser(current),
        after: null,
      });
    });
    this.versions.changed([id]);
  }
}
