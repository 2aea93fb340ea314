import type { Insertable, Selectable } from "kysely";
import type { Executor } from "../admin/shared/database";
import type { ShareLinksTable } from "../db/schema";

export type ShareLinkRecord = Selectable<ShareLinksTable>;

/** Which links a list shows: a tenant's, optionally of one storyline and one creator. */
type LinkFilter = { domainName: string; storyline?: string | undefined; createdBy?: string | undefined };

/** SQL of the share_links table; the service owns its rules. */
export class ShareLinkRepository {
  constructor(private readonly db: Executor) {}

  async insert(row: Insertable<ShareLinksTable>): Promise<void> {
    await this.db.insertInto("share_links").values(row).execute();
  }

  findByHash(tokenHash: string): Promise<ShareLinkRecord | undefined> {
    return this.db.selectFrom("share_links").selectAll().where("token_hash", "=", tokenHash).executeTakeFirst();
  }

  findById(domainName: string, id: string): Promise<ShareLinkRecord | undefined> {
    return this.db
      .selectFrom("share_links")
      .selectAll()
      .where("domain_name", "=", domainName)
      .where("id", "=", id)
      .executeTakeFirst();
  }

  /** Newest first. */
  list(filter: LinkFilter): Promise<ShareLinkRecord[]> {
    let query = this.db.selectFrom("share_links").selectAll().where("domain_name", "=", filter.domainName);
    if (filter.storyline !== undefined) query = query.where("storyline", "=", filter.storyline);
    if (filter.createdBy !== undefined) query = query.where("created_by", "=", filter.createdBy);
    return query.orderBy("created_at", "desc").orderBy("id").execute();
  }

  /** Marks the link revoked; true when it was not revoked before. */
  async revoke(domainName: string, id: string, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable("share_links")
      .set({ revoked_at: at })
      .where("domain_name", "=", domainName)
      .where("id", "=", id)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Counts one use, in the database, so uses on several server instances add up. */
  async recordUse(id: string, at: string): Promise<void> {
    await this.db
      .updateTable("share_links")
      .set((eb) => ({ use_count: eb("use_count", "+", 1), last_used_at: at }))
      .where("id", "=", id)
      .execute();
  }
}
