import { adminServerMessages } from "@storyframe/core";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { InvalidError } from "../../shared/domainErrors";
import { AccessVersionRepository, type AccessVersions, accessChanged } from "../access/versions";
import { AuditRepository } from "../audit/repository";
import { assertNameUnchanged } from "../roles/policy";
import type { Actor } from "./actor";
import { type Executor, isUniqueViolation } from "./database";
import { assertMayGrant, assertOwnTenant, found } from "./policy";
import { withoutSelfLockout } from "./selfLockout";
import { cleanTagLists, type TagLists } from "./tags";

/** What roles and groups have in common: a fixed name and their own tags. */
export interface NamedRecord {
  id: string;
  name: string;
  explicitTags: TagLists;
}

/** The repository calls the shared rules use; the roles and groups repositories have them all. */
export interface NamedRepository<R, F> {
  search(domainName: string, filter: F): Promise<unknown>;
  findById(domainName: string, id: string): Promise<R | undefined>;
  findByName(domainName: string, name: string): Promise<R | undefined>;
  lookups(domainName: string): Promise<unknown>;
  update(domainName: string, id: string, change: object, now: string): Promise<void>;
  delete(domainName: string, id: string): Promise<void>;
}

/** How one kind of named resource is stored and shown. */
export interface NamedEntityKind<R, Repo> {
  resourceType: "role" | "group";
  repository(db: Executor): Repo;
  present(record: R): unknown;
  /** Raises the access version of every user who holds the record (directly or through a group). */
  raiseHolders(versions: AccessVersionRepository, domainName: string, id: string): Promise<void>;
}

type NamedInput = { domainName?: string | undefined; name?: string | undefined };

/**
 * The rules roles and groups share: names unique per tenant (any case) and
 * fixed; only tags the caller holds may be granted; no change may lock the
 * caller out; every change audited in its own transaction, which also raises
 * the access version of everyone holding the record when it changes their access.
 */
export abstract class NamedEntityService<R extends NamedRecord, F, Repo extends NamedRepository<R, F>> {
  constructor(
    protected readonly db: Kysely<Database>,
    private readonly kind: NamedEntityKind<R, Repo>,
    private readonly versions: AccessVersions,
    protected readonly now: () => string = () => new Date().toISOString(),
  ) {}

  search(actor: Actor, filter: F): ReturnType<Repo["search"]> {
    return this.kind.repository(this.db).search(actor.domainName, filter) as ReturnType<Repo["search"]>;
  }

  async get(actor: Actor, id: string): Promise<R> {
    return found(await this.kind.repository(this.db).findById(actor.domainName, id), this.kind.resourceType, id);
  }

  async getByName(actor: Actor, name: string): Promise<R> {
    const record = await this.kind.repository(this.db).findByName(actor.domainName, name);
    return found(record, `${this.kind.resourceType} named`, name);
  }

  /** The record with this name (any case), if the tenant has one. */
  findByName(actor: Actor, name: string): Promise<R | undefined> {
    return this.kind.repository(this.db).findByName(actor.domainName, name);
  }

  lookups(actor: Actor): ReturnType<Repo["lookups"]> {
    return this.kind.repository(this.db).lookups(actor.domainName) as ReturnType<Repo["lookups"]>;
  }

  /** Checks the tenant, the tags and the name, then `insert`s in a transaction and audits it. */
  protected async createNamed(
    actor: Actor,
    input: NamedInput & { name: string; explicitTags: TagLists },
    insert: (trx: Executor, repository: Repo, explicitTags: TagLists) => Promise<R>,
  ): Promise<R> {
    assertOwnTenant(actor, input.domainName);
    const explicitTags = cleanTagLists(input.explicitTags);
    assertMayGrant(actor, [], explicitTags.allowed);
    try {
      return await this.db.transaction().execute(async (trx) => {
        const repository = this.kind.repository(trx);
        if (await repository.findByName(actor.domainName, input.name)) throw this.nameTaken();
        const record = await insert(trx, repository, explicitTags);
        await new AuditRepository(trx).record(actor, {
          action: "create",
          resourceType: this.kind.resourceType,
          resourceId: record.id,
          resourceName: record.name,
          before: null,
          after: this.kind.present(record),
        });
        return record;
      });
    } catch (error) {
      // Two creations of one name at once: the unique index decides.
      if (isUniqueViolation(error)) throw this.nameTaken();
      throw error;
    }
  }

  /** Checks the tenant, the name and the tags, then applies the `changeOf` the current record and audits it. */
  protected async updateNamed<C extends object>(
    actor: Actor,
    id: string,
    input: NamedInput & { explicitTags?: TagLists | undefined },
    changeOf: (trx: Executor, current: R, explicitTags: TagLists) => Promise<C> | C,
  ): Promise<R> {
    assertOwnTenant(actor, input.domainName);
    const updated = await this.db.transaction().execute(async (trx) => {
      const repository = this.kind.repository(trx);
      const current = found(await repository.findById(actor.domainName, id), this.kind.resourceType, id);
      assertNameUnchanged(current.name, input.name);
      const explicitTags = input.explicitTags ? cleanTagLists(input.explicitTags) : current.explicitTags;
      assertMayGrant(actor, current.explicitTags.allowed, explicitTags.allowed);
      const change = await changeOf(trx, current, explicitTags);
      await withoutSelfLockout(trx, actor, () => repository.update(actor.domainName, id, change, this.now()));
      const updated: R = { ...current, ...change };
      // A new description or metadata leaves the holders' access alone, so their tokens stay good (decision 062).
      if (accessChanged(current, updated)) {
        await this.kind.raiseHolders(new AccessVersionRepository(trx), actor.domainName, id);
      }
      await new AuditRepository(trx).record(actor, {
        action: "update",
        resourceType: this.kind.resourceType,
        resourceId: id,
        resourceName: current.name,
        before: this.kind.present(current),
        after: this.kind.present(updated),
      });
      return updated;
    });
    this.versions.changed("everyone");
    return updated;
  }

  /** Deletes the record after `detach` took it from everyone (returning the audit details), in one transaction. */
  protected async deleteNamed(
    actor: Actor,
    id: string,
    detach: (repository: Repo) => Promise<Record<string, unknown>>,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const repository = this.kind.repository(trx);
      const current = found(await repository.findById(actor.domainName, id), this.kind.resourceType, id);
      // Before the record is taken from its holders, while they can still be found.
      await this.kind.raiseHolders(new AccessVersionRepository(trx), actor.domainName, id);
      const details = await withoutSelfLockout(trx, actor, async () => {
        const removed = await detach(repository);
        await repository.delete(actor.domainName, id);
        return removed;
      });
      await new AuditRepository(trx).record(actor, {
        action: "delete",
        resourceType: this.kind.resourceType,
        resourceId: id,
        resourceName: current.name,
        before: this.kind.present(current),
        after: null,
        details,
      });
    });
    this.versions.changed("everyone");
  }

  private nameTaken() {
    return new InvalidError({ name: [adminServerMessages.nameTaken(this.kind.resourceType)] });
  }
}
