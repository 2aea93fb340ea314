import { adminServerMessages, type roleCreateSchema, type roleUpdateSchema } from "@storyframe/core";
import type { Kysely } from "kysely";
import type { z } from "zod";
import type { Database } from "../../db/schema";
import { badRequest } from "../../http/httpError";
import type { RoleRecord } from "../../identity/accountsRepository";
import { AuditRepository } from "../audit/repository";
import type { Actor } from "../shared/actor";
import { isUniqueViolation } from "../shared/database";
import { assertMayGrant, assertOwnTenant, found } from "../shared/policy";
import { withoutSelfLockout } from "../shared/selfLockout";
import { cleanTags } from "../shared/tags";
import { assertNameUnchanged } from "./policy";
import { presentRole } from "./presenter";
import { type RoleFilter, RolesRepository } from "./repository";

export type RoleCreateInput = z.output<typeof roleCreateSchema>;
export type RoleUpdateInput = z.output<typeof roleUpdateSchema>;

const nameTaken = () => badRequest({ name: [adminServerMessages.nameTaken("role")] });

/** Role rules: names unique per tenant (any case) and fixed; deleting takes the role from everyone; every change audited. */
export class RolesService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => string = () => new Date().toISOString(),
  ) {}

  search(actor: Actor, filter: RoleFilter) {
    return new RolesRepository(this.db).search(actor.domainName, filter);
  }

  async get(actor: Actor, id: string): Promise<RoleRecord> {
    return found(await new RolesRepository(this.db).findById(actor.domainName, id), "role", id);
  }

  async getByName(actor: Actor, name: string): Promise<RoleRecord> {
    return found(await new RolesRepository(this.db).findByName(actor.domainName, name), "role named", name);
  }

  lookups(actor: Actor) {
    return new RolesRepository(this.db).lookups(actor.domainName);
  }

  async create(actor: Actor, input: RoleCreateInput): Promise<RoleRecord> {
    assertOwnTenant(actor, input.domainName);
    const explicitTags = {
      allowed: cleanTags(input.explicitTags.allowed),
      denied: cleanTags(input.explicitTags.denied),
    };
    assertMayGrant(actor, [], explicitTags.allowed);
    try {
      return await this.db.transaction().execute(async (trx) => {
        const roles = new RolesRepository(trx);
        if (await roles.findByName(actor.domainName, input.name)) throw nameTaken();
        const role = await roles.insert(
          actor.domainName,
          { name: input.name, description: input.description, explicitTags, isAssignable: input.isAssignable },
          this.now(),
        );
        await new AuditRepository(trx).record(actor, {
          action: "create",
          resourceType: "role",
          resourceId: role.id,
          resourceName: role.name,
          before: null,
          after: presentRole(role),
        });
        return role;
      });
    } catch (error) {
      // Two creations of one name at once: the unique index decides.
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
  }

  async update(actor: Actor, id: string, input: RoleUpdateInput): Promise<RoleRecord> {
    assertOwnTenant(actor, input.domainName);
    return this.db.transaction().execute(async (trx) => {
      const roles = new RolesRepository(trx);
      const current = found(await roles.findById(actor.domainName, id), "role", id);
      assertNameUnchanged(current.name, input.name);
      const explicitTags = input.explicitTags
        ? { allowed: cleanTags(input.explicitTags.allowed), denied: cleanTags(input.explicitTags.denied) }
        : current.explicitTags;
      assertMayGrant(actor, current.explicitTags.allowed, explicitTags.allowed);
      const change = {
        description: input.description,
        explicitTags,
        isAssignable: input.isAssignable ?? current.isAssignable,
      };
      await withoutSelfLockout(trx, actor, () => roles.update(actor.domainName, id, change, this.now()));
      const updated: RoleRecord = { ...current, ...change };
      await new AuditRepository(trx).record(actor, {
        action: "update",
        resourceType: "role",
        resourceId: id,
        resourceName: current.name,
        before: presentRole(current),
        after: presentRole(updated),
      });
      return updated;
    });
  }

  /** Deletes the role and, in the same transaction, takes it from every user and group that had it. */
  async delete(actor: Actor, id: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const roles = new RolesRepository(trx);
      const current = found(await roles.findById(actor.domainName, id), "role", id);
      const removedFrom = await withoutSelfLockout(trx, actor, async () => {
        const detached = await roles.detach(id);
        await roles.delete(actor.domainName, id);
        return detached;
      });
      await new AuditRepository(trx).record(actor, {
        action: "delete",
        resourceType: "role",
        resourceId: id,
        resourceName: current.name,
        before: presentRole(current),
        after: null,
        details: { removedFromUsers: removedFrom.users, removedFromGroups: removedFrom.groups },
      });
    });
  }
}
