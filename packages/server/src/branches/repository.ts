import { randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
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

export type BranchFilter = { name?: string; orderBy?: "name" | "-name" | "createdOnMs" | "-createdOnMs" };

/** SQL for branches. Creating a branch copies its source's content in the same transaction. */
export class BranchRepository {
  constructor(
    private readonly db: Kysely<Database>,
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
      if (from) {
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
                s.val(name).as("branch"),
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
      return { id, name, domainName, createdFrom: from, createdOnMs: now, createdBy, revision: 0 };
    });
  }

  /** Deletes a branch and all its content; false when there was no such branch. */
  async delete(domainName: string, name: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom("content_objects")
        .where("domain_name", "=", domainName)
        .where("branch", "=", name)
        .execute();
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
