import { groupCreateSchema, groupUpdateSchema } from "@storyframe/core";
import type { Kysely } from "kysely";
import type { z } from "zod";
import type { Database } from "../../db/schema";
import type { AccessVersions } from "../access/versions";
import { type RoleFilter, RolesRepository } from "../roles/repository";
import type { Actor } from "../shared/actor";
import { NamedEntityService } from "../shared/namedEntityService";
import { validInput } from "../shared/validation";
import { checkedGroupRoles } from "./policy";
import { presentGroup } from "./presenter";
import { type GroupRecord, GroupsRepository } from "./repository";

export type GroupCreateInput = z.input<typeof groupCreateSchema>;
export type GroupUpdateInput = z.input<typeof groupUpdateSchema>;

/** Group rules: names unique per tenant (any case) and fixed; roles must exist; deleting empties it; every change audited. */
export class GroupsService extends NamedEntityService<GroupRecord, RoleFilter, GroupsRepository> {
  constructor(db: Kysely<Database>, versions: AccessVersions, now?: () => string) {
    super(
      db,
      {
        resourceType: "group",
        repository: (db) => new GroupsRepository(db),
        present: presentGroup,
        raiseHolders: (raise, domainName, id) => raise.raiseMembersOfGroup(domainName, id),
      },
      versions,
      now,
    );
  }

  /** Creates the group from input checked with core's schema, whoever asks. */
  create(actor: Actor, body: GroupCreateInput): Promise<GroupRecord> {
    const input = validInput(groupCreateSchema, body);
    return this.createNamed(actor, input, async (trx, groups, explicitTags) => {
      const roles = await checkedGroupRoles(new RolesRepository(trx), actor.domainName, input.roles);
      return groups.insert(
        actor.domainName,
        { name: input.name, description: input.description, roles, userMetadata: input.userMetadata, explicitTags },
        this.now(),
      );
    });
  }

  update(actor: Actor, id: string, body: GroupUpdateInput): Promise<GroupRecord> {
    const input = validInput(groupUpdateSchema, body);
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
