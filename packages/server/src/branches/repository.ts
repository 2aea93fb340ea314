import { randomUUID } from "node:crypto";
import type { Kysely, Selectable, Transaction } from "kysely";
import type { BranchesTable, Database } from "../db/schema";

export type BranchRecord = {
  id: string;
  name: string;
  domainName: string;
  createdFrom: string | null;
  createdOnMs: number;
  createdBy: string | null;
  revision: number;
};

/**
 * The version of a branch's content, for cache keys: its id (so a branch deleted and created again under the
 * same name, whose revision starts over, never meets the old one's entries) and its revision.
 */
export function contentVersionOf(branch: Pick<BranchRecord, "id" | "revision">): string {
  return `${branch.id}@${branch.revision}`;
}

export type BranchFilter = { name?: string; orderBy?: "name" | "-name" | "createdOnMs" | "-createdOnMs" };

/**
 * A branch's content, kept by its owner (the content repository): copied into a new branch and removed with a
 * deleted one, inside the branch's own transaction.
 */
export interface BranchContent {
  copyBranch(trx: Transaction<Database>, domainName: string, from: string, to: string): Promise<void>;
  removeBranch(trx: Transaction<Database>, domainName: string, branch: string): Promise<void>;
}

/**
 * SQL for branches. Creating a branch has its content copied from the source, and deleting one has its content
 * removed, in the same transaction as the branch row (all or nothing).
 */
export class BranchRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly content: BranchContent,
    private readonly now: () => number = Date.now,
  ) {}

  find(domainName: string, name: string): Promise<BranchRecord | undefined> {
    return this.findWhere(domainName, "name", name);
  }

  findById(domainName: string, id: string): Promise<BranchRecord | undefined> {
    return this.findWhere(domainName, "id", id);
  }

  private async findWhere(domainName: string, column: "name" | "id", value: string) {
    const row = await this.db
      .selectFrom("branches")
      .selectAll()
      .where("domain_name", "=", domainName)
      .where(column, "=", value)
      .executeTakeFirst();
    return row ? toBranch(row) : undefined;
  }

  async list(domainName: string, filter: BranchFilter = {}): Promise<BranchRecord[]> {
    let query = this.db.selectFrom("branches").selectAll().where("domain_name", "=", domainName);
    if (filter.name) query = query.where("name", "like", `%${filter.name.replace(/[%_\\]/g, "")}%`);
    const order = filter.orderBy ?? "name";
    const column = order.endsWith("createdOnMs") ? "created_on_ms" : "name";
    const rows = await query.orderBy(column, order.startsWith("-") ? "desc" : "asc").execute();
    return rows.map(toBranch);
  }

  /** Creates `name` as a copy of `from` (or empty when `from` is null); false when it exists already. */
  async create(
    domainName: string,
    name: string,
    from: string | null,
    createdBy: string | null,
  ): Promise<BranchRecord | null> {
    return this.db.transaction().execute(async (trx) => {
      const now = this.now();
      const id = randomUUID();
      const inserted = await trx
        .insertInto("branches")
        .values({
          id,
          domain_name: domainName,
          name,
          created_from: from,
          created_on_ms: now,
          created_by: createdBy,
          revision: 0,
        })
        .onConflict((oc) => oc.columns(["domain_name", "name"]).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return null;
      if (from) await this.content.copyBranch(trx, domainName, from, name);
      return { id, name, domainName, createdFrom: from, createdOnMs: now, createdBy, revision: 0 };
    });
  }

  /** Deletes a branch and all its content; false when there was no such branch. */
  async delete(domainName: string, name: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      await this.content.removeBranch(trx, domainName, name);
      const result = await trx
        .deleteFrom("branches")
        .where("domain_name", "=", domainName)
        .where("name", "=", name)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    });
  }
}

function toBranch(row: Selectable<BranchesTable>): BranchRecord {
  return {
    id: row.id,
    name: row.name,
    domainName: row.domain_name,
    createdFrom: row.created_from,
    createdOnMs: Number(row.created_on_ms),
    createdBy: row.created_by,
    revision: row.revision,
  };
}
