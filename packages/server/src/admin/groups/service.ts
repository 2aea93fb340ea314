import type { groupCreateSchema, groupUpdateSchema } from "@storyframe/core";
import type { Kysely } from "kysely";
import type { z } from "zod";
import type { Database } from "../../db/schema";
import type { GroupRecord } from "../../identity/accountsRepository";
import { type RoleFilter, RolesRepository } from "../roles/repository";
import type { Actor } from "../shared/actor";
import { NamedEntityService } from "../shared/namedEntityService";
import { checkedGroupRoles } from "./policy";
import { presentGroup } from "./presenter";
import { GroupsRepository } from "./repository";

export type GroupCreateInput = z.output<typeof groupCreateSchema>;
export type GroupUpdateInput = z.output<typeof groupUpdateSchema>;

/** Group rules: names unique per tenant (any case) and fixed; roles must exist; deleting empties it; every change audited. */
export class GroupsService extends NamedEntityService<GroupRecord, RoleFilter, GroupsRepository> {
  constructor(db: Kysely<Database>, now?: () => string) {
    super(db, { resourceType: "group", repository: (db) => new GroupsRepository(db), present: presentGroup }, now);
  }

  create(actor: Actor, input: GroupCreateInput): Promise<GroupRecord> {
    return this.createNamed(actor, input, async (trx, groups, explicitTags) => {
      const roles = await checkedGroupRoles(new RolesRepository(trx), actor.domainName, input.roles);
      return groups.insert(
        actor.domainName,
        { name: input.name, description: input.description, roles, userMetadata: input.userMetadata, explicitTags },
        this.now(),
      );
    });
  }

  update(actor: Actor, id: string, input: GroupUpdateInput): Promise<GroupRecord> {
    return this.updateNamed(actor, id, input, async (trx, current, explicitTags) => ({
      description: input.description,
      roles: input.roles
        ? await checkedGroupRoles(new RolesRepository(trx), actor.domainName, input.roles)
        : current.roles,
      userMetadata: input.userMetadata ?? current.userMetadata,
      explicitTags,
    }));
  }

  /** Deletes the group and, in the same transaction, takes every user out of it. */
  delete(actor: Actor, id: string): Promise<void> {
    return this.deleteNamed(actor, id, async (groups) => ({ removedFromUsers: await groups.detach(id) }));
  }
}
