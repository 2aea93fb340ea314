import { CONTENT_SCHEMA_VERSION, type ContentKind } from "@storyframe/core";
import type { Kysely, Selectable, Transaction } from "kysely";
import type { ContentObjectsTable, Database } from "../db/schema";

/** A stored content object with its base model. */
export type StoredObject = {
  kind: ContentKind;
  name: string;
  schemaVersion: number;
  object: unknown;
  createdOnMs: number;
  storedOnMs: number;
  version: number;
};

export type SaveOutcome = { ok: true; stored: StoredObject } | { ok: false; currentVersion: number | null };

export type PushObject = { kind: ContentKind; name: string; object: unknown };
export type PushOutcome = { created: number; updated: number; deleted: number; unchanged: number };

/** SQL for content objects. Every query names the tenant and the branch. */
export class ContentRepository {
  private readonly pendingChanges = new WeakMap<object, Map<string, [string, string]>>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number = Date.now,
    /** Told about every branch whose content this repository changed (caches listen). */
    private readonly onChange: (domainName: string, branch: string) => void = () => {},
  ) {}

  async get(domainName: string, branch: string, kind: ContentKind, name: string): Promise<StoredObject | undefined> {
    const row = await selectObject(this.db, domainName, branch, kind, name).selectAll().executeTakeFirst();
    return row ? toStored(row) : undefined;
  }

  async list(domainName: string, branch: string, kind?: ContentKind): Promise<StoredObject[]> {
    let query = this.db
      .selectFrom("content_objects")
      .selectAll()
      .where("domain_name", "=", domainName)
      .where("branch", "=", branch);
    if (kind) query = query.where("kind", "=", kind);
    const rows = await query.orderBy("kind").orderBy("name").execute();
    return rows.map(toStored);
  }

  /**
   * Saves an object when `expectedVersion` matches the stored version (null:
   * the object must not exist yet). Otherwise nothing is written and the
   * current version is answered — optimistic concurrency, never a silent overwrite.
   */
  async save(
    domainName: string,
    branch: string,
    kind: ContentKind,
    name: string,
    object: unknown,
    expectedVersion: number | null,
    trx: Kysely<Database> | Transaction<Database> = this.db,
  ): Promise<SaveOutcome> {
    const now = this.now();
    const text = JSON.stringify(object);
    if (expectedVersion === null) {
      const inserted = await trx
        .insertInto("content_objects")
        .values({
          domain_name: domainName,
          branch,
          kind,
          name,
          schema_version: CONTENT_SCHEMA_VERSION,
          object: text,
          created_on_ms: now,
          stored_on_ms: now,
          version: 1,
        })
        .onConflict((oc) => oc.columns(["domain_name", "branch", "kind", "name"]).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
        return { ok: false, currentVersion: await this.currentVersion(trx, domainName, branch, kind, name) };
      }
    } else {
      const updated = await trx
        .updateTable("content_objects")
        .set((eb) => ({
          object: text,
          stored_on_ms: now,
          schema_version: CONTENT_SCHEMA_VERSION,
          version: eb("version", "+", 1),
        }))
        .where("domain_name", "=", domainName)
        .where("branch", "=", branch)
        .where("kind", "=", kind)
        .where("name", "=", name)
        .where("version", "=", expectedVersion)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) {
        return { ok: false, currentVersion: await this.currentVersion(trx, domainName, branch, kind, name) };
      }
    }
    await bumpRevision(trx, domainName, branch);
    this.changed(trx, domainName, branch);
    const stored = await selectObject(trx, domainName, branch, kind, name).selectAll().executeTakeFirstOrThrow();
    return { ok: true, stored: toStored(stored) };
  }

  /**
   * Runs `work` in one transaction (all or nothing). Listeners hear of the
   * branches it changed only after the commit, so a cache cannot re-read the
   * old revision between the notice and the commit.
   */
  async transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    const changes = new Map<string, [string, string]>();
    const result = await this.db.transaction().execute((trx) => {
      this.pendingChanges.set(trx, changes);
      return work(trx);
    });
    for (const [domainName, branch] of changes.values()) this.onChange(domainName, branch);
    return result;
  }

  /** Notes a changed branch: told at once outside a transaction, after the commit inside one. */
  private changed(trx: Kysely<Database> | Transaction<Database>, domainName: string, branch: string): void {
    const pending = this.pendingChanges.get(trx);
    if (pending) pending.set(`${domainName}\0${branch}`, [domainName, branch]);
    else this.onChange(domainName, branch);
  }

  /**
   * Makes a branch hold exactly `objects`, in one transaction: new objects
   * are created, changed ones get a new version, missing ones are deleted
   * and identical ones are left alone (pushing the same folder twice changes nothing).
   */
  async replaceAll(domainName: string, branch: string, objects: readonly PushObject[]): Promise<PushOutcome> {
    return this.transaction(async (trx) => {
      const existing = await trx
        .selectFrom("content_objects")
        .selectAll()
        .where("domain_name", "=", domainName)
        .where("branch", "=", branch)
        .execute();
      const byKey = new Map(existing.map((row) => [`${row.kind}\0${row.name}`, row]));
      const outcome: PushOutcome = { created: 0, updated: 0, deleted: 0, unchanged: 0 };
      for (const item of objects) {
        const key = `${item.kind}\0${item.name}`;
        const row = byKey.get(key);
        byKey.delete(key);
        if (row && row.object === JSON.stringify(item.object)) {
          outcome.unchanged += 1;
          continue;
        }
        const saved = await this.save(
          domainName,
          branch,
          item.kind,
          item.name,
          item.object,
          row ? row.version : null,
          trx,
        );
        if (!saved.ok) throw new Error(`${item.kind} '${item.name}' changed while pushing; push again.`);
        if (row) outcome.updated += 1;
        else outcome.created += 1;
      }
      for (const row of byKey.values()) {
        await trx
          .deleteFrom("content_objects")
          .where("domain_name", "=", domainName)
          .where("branch", "=", branch)
          .where("kind", "=", row.kind)
          .where("name", "=", row.name)
          .execute();
        outcome.deleted += 1;
      }
      if (outcome.deleted > 0) await bumpRevision(trx, domainName, branch);
      this.changed(trx, domainName, branch);
      return outcome;
    });
  }

  /**
   * Copies every object of branch `from` into branch `to` as it is (versions included), in the caller's
   * transaction: a new branch starts as a copy of its source (decision 063). The branch service forgets the
   * branch after its transaction commits, so no listener is told here.
   */
  async copyBranch(trx: Transaction<Database>, domainName: string, from: string, to: string): Promise<void> {
    await trx
      .insertInto("content_objects")
      .columns([
        "domain_name",
        "branch",
        "kind",
        "name",
        "schema_version",
        "object",
        "created_on_ms",
        "stored_on_ms",
        "version",
      ])
      .expression((eb) =>
        eb
          .selectFrom("content_objects")
          .select((s) => [
            "domain_name",
            s.val(to).as("branch"),
            "kind",
            "name",
            "schema_version",
            "object",
            "created_on_ms",
            "stored_on_ms",
            "version",
          ])
          .where("domain_name", "=", domainName)
          .where("branch", "=", from),
      )
      .execute();
  }

  /** Deletes every object of a branch, in the caller's transaction (the branch itself is being deleted). */
  async removeBranch(trx: Transaction<Database>, domainName: string, branch: string): Promise<void> {
    await trx
      .deleteFrom("content_objects")
      .where("domain_name", "=", domainName)
      .where("branch", "=", branch)
      .execute();
  }

  private async currentVersion(
    trx: Kysely<Database> | Transaction<Database>,
    domainName: string,
    branch: string,
    kind: string,
    name: string,
  ): Promise<number | null> {
    const row = await selectObject(trx, domainName, branch, kind, name).select("version").executeTakeFirst();
    return row ? row.version : null;
  }
}

/** The one content object of a tenant's branch with this kind and name, to select columns of. */
function selectObject(db: Kysely<Database>, domainName: string, branch: string, kind: string, name: string) {
  return db
    .selectFrom("content_objects")
    .where("domain_name", "=", domainName)
    .where("branch", "=", branch)
    .where("kind", "=", kind)
    .where("name", "=", name);
}

/** Marks the branch's content as changed (see branches.revision). */
async function bumpRevision(
  trx: Kysely<Database> | Transaction<Database>,
  domainName: string,
  branch: string,
): Promise<void> {
  await trx
    .updateTable("branches")
    .set((eb) => ({ revision: eb("revision", "+", 1) }))
    .where("domain_name", "=", domainName)
    .where("name", "=", branch)
    .execute();
}

function toStored(row: Selectable<ContentObjectsTable>): StoredObject {
  return {
    kind: row.kind as ContentKind,
    name: row.name,
    schemaVersion: row.schema_version,
    object: JSON.parse(row.object) as unknown,
    createdOnMs: Number(row.created_on_ms),
    storedOnMs: Number(row.stored_on_ms),
    version: row.version,
  };
}
