import { adminServerMessages, type groupCreateSchema, type groupUpdateSchema } from "@storyframe/core";
import type { Kysely } from "kysely";
import type { z } from "zod";
import type { Database } from "../../db/schema";
import { badRequest } from "../../http/httpError";
import type { GroupRecord } from "../../identity/accountsRepository";
import { AuditRepository } from "../audit/repository";
import { assertNameUnchanged } from "../roles/policy";
import { type RoleFilter, RolesRepository } from "../roles/repository";
import type { Actor } from "../shared/actor";
import { isUniqueViolation } from "../shared/database";
import { assertMayGrant, assertOwnTenant, found } from "../shared/policy";
import { withoutSelfLockout } from "../shared/selfLockout";
import { cleanTags } from "../shared/tags";
import { checkedGroupRoles } from "./policy";
import { presentGroup } from "./presenter";
import { GroupsRepository } from "./repository";

export type GroupCreateInput = z.output<typeof groupCreateSchema>;
export type GroupUpdateInput = z.output<typeof groupUpdateSchema>;

const nameTaken = () => badRequest({ name: [adminServerMessages.nameTaken("group")] });

/** Group rules: names unique per tenant (any case) and fixed; roles must exist; deleting empties it; every change audited. */
export class GroupsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => string = () => new Date().toISOString(),
  ) {}

  search(actor: Actor, filter: RoleFilter) {
    return new GroupsRepository(this.db).search(actor.domainName, filter);
  }

  async get(actor: Actor, id: string): Promise<GroupRecord> {
    return found(await new GroupsRepository(this.db).findById(actor.domainName, id), "group", id);
  }

  async getByName(actor: Actor, name: string): Promise<GroupRecord> {
    return found(await new GroupsRepository(this.db).findByName(actor.domainName, name), "group named", name);
  }

  lookups(actor: Actor) {
    return new GroupsRepository(this.db).lookups(actor.domainName);
  }

  async create(actor: Actor, input: GroupCreateInput): Promise<GroupRecord> {
    assertOwnTenant(actor, input.domainName);
    const explicitTags = {
      allowed: cleanTags(input.explicitTags.allowed),
      denied: cleanTags(input.explicitTags.denied),
    };
    assertMayGrant(actor, [], explicitTags.allowed);
    try {
      return await this.db.transaction().execute(async (trx) => {
        const groups = new GroupsRepository(trx);
        if (await groups.findByName(actor.domainName, input.name)) throw nameTaken();
        const roles = await checkedGroupRoles(new RolesRepository(trx), actor.domainName, input.roles);
        const group = await groups.insert(
          actor.domainName,
          {
            name: input.name,
            description: input.description,
            roles,
            userMetadata: input.userMetadata,
            explicitTags,
          },
          this.now(),
        );
        await new AuditRepository(trx).record(actor, {
          action: "create",
          resourceType: "group",
          resourceId: group.id,
          resourceName: group.name,
          before: null,
          after: presentGroup(group),
        });
        return group;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
  }

  async update(actor: Actor, id: string, input: GroupUpdateInput): Promise<GroupRecord> {
    assertOwnTenant(actor, input.domainName);
    return this.db.transaction().execute(async (trx) => {
      const groups = new GroupsRepository(trx);
      const current = found(await groups.findById(actor.domainName, id), "group", id);
      assertNameUnchanged(current.name, input.name);
      const explicitTags = input.explicitTags
        ? { allowed: cleanTags(input.explicitTags.allowed), denied: cleanTags(input.explicitTags.denied) }
        : current.explicitTags;
      assertMayGrant(actor, current.explicitTags.allowed, explicitTags.allowed);
      const change = {
        description: input.description,
        roles: input.roles
          ? await checkedGroupRoles(new RolesRepository(trx), actor.domainName, input.roles)
          : current.roles,
        userMetadata: input.userMetadata ?? current.userMetadata,
        explicitTags,
      };
      await withoutSelfLockout(trx, actor, () => groups.update(actor.domainName, id, change, this.now()));
      const updated: GroupRecord = { ...current, ...change };
      await new AuditRepository(trx).record(actor, {
        action: "update",
        resourceType: "group",
        resourceId: id,
        resourceName: current.name,
        before: presentGroup(current),
        after: presentGroup(updated),
      });
      return updated;
    });
  }

  /** Deletes the group and, in the same transaction, takes every user out of it. */
  async delete(actor: Actor, id: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const groups = new GroupsRepository(trx);
      const current = found(await groups.findById(actor.domainName, id), "group", id);
      const removedFromUsers = await withoutSelfLockout(trx, actor, async () => {
        const users = await groups.detach(id);
        await groups.delete(actor.domainName, id);
        return users;
      });
      await new AuditRepository(trx).record(actor, {
        action: "delete",
        resourceType: "group",
        resourceId: id,
        resourceName: current.name,
        before: presentGroup(current),
        after: null,
        details: { removedFromUsers },
      });
    });
  }
}
