import { roleCreateSchema, roleUpdateSchema } from "@storyframe/core";
import type { Kysely } from "kysely";
import type { z } from "zod";
import type { Database } from "../../db/schema";
import type { AccessVersions } from "../access/versions";
import type { Actor } from "../shared/actor";
import { NamedEntityService } from "../shared/namedEntityService";
import { validInput } from "../shared/validation";
import { presentRole } from "./presenter";
import { type RoleFilter, type RoleRecord, RolesRepository } from "./repository";

export type RoleCreateInput = z.input<typeof roleCreateSchema>;
export type RoleUpdateInput = z.input<typeof roleUpdateSchema>;

/** Role rules: names unique per tenant (any case) and fixed; deleting takes the role from everyone; every change audited. */
export class RolesService extends NamedEntityService<RoleRecord, RoleFilter, RolesRepository> {
  constructor(db: Kysely<Database>, versions: AccessVersions, now?: () => string) {
    super(
      db,
      {
        resourceType: "role",
        repository: (db) => new RolesRepository(db),
        present: presentRole,
        raiseHolders: (raise, domainName, id) => raise.raiseHoldersOfRole(domainName, id),
      },
      versions,
      now,
    );
  }

  /** Creates the role from input checked with core's schema, whoever asks. */
  create(actor: Actor, body: RoleCreateInput): Promise<RoleRecord> {
    const input = validInput(roleCreateSchema, body);
    return this.createNamed(actor, input, (_trx, roles, explicitTags) =>
      roles.insert(
        actor.domainName,
        { name: input.name, description: input.description, explicitTags, isAssignable: input.isAssignable },
        this.now(),
      ),
    );
  }

  update(actor: Actor, id: string, body: RoleUpdateInput): Promise<RoleRecord> {
    const input = validInput(roleUpdateSchema, body);
    return this.updateNamed(actor, id, input, (_trx, current, explicitTags) => ({
      description: input.description,
      explicitTags,
      isAssignable: input.isAssignable ?? current.isAssignable,
    }));
  }

  /** Deletes the role and, in the same transaction, takes it from every user and group that had it. */
  delete(actor: Actor, id: string): Promise<void> {
    return this.deleteNamed(actor, id, async (roles) => {
      const removedFrom = await roles.detach(id);
      return { removedFromUsers: removedFrom.users, removedFromGroups: removedFrom.groups };
    });
  }
}
