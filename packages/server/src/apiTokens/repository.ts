import type { Insertable, Selectable } from "kysely";
import type { Executor } from "../admin/shared/database";
import type { ApiTokensTable, ServiceAccountsTable } from "../db/schema";

/** How a token is held: by a user (personal), by a service account, or issued by the server for its own jobs. */
export type ApiTokenKind = "personal" | "service" | "internal";

/** A token row with its owner's name and, for a service account's token, the account's tags (JSON). */
export type ApiTokenRecord = Selectable<ApiTokensTable> & {
  owner_name: string | null;
  account_tags: string | null;
};

export type ServiceAccountRecord = Selectable<ServiceAccountsTable>;

/** Which tokens a list shows. */
type TokenFilter = { kind: "personal"; userId: string } | { kind: "service" };

/** SQL of the api_tokens and service_accounts tables; the service owns their rules. */
export class ApiTokenRepository {
  constructor(private readonly db: Executor) {}

  private tokens() {
    return this.db
      .selectFrom("api_tokens")
      .leftJoin("users", "users.id", "api_tokens.user_id")
      .leftJoin("service_accounts", "service_accounts.id", "api_tokens.service_account_id")
      .selectAll("api_tokens")
      .select((eb) => [
        eb.fn.coalesce("users.name", "service_accounts.name").as("owner_name"),
        "service_accounts.tags as account_tags",
      ]);
  }

  async insertToken(row: Insertable<ApiTokensTable>): Promise<void> {
    await this.db.insertInto("api_tokens").values(row).execute();
  }

  findByHash(tokenHash: string): Promise<ApiTokenRecord | undefined> {
    return this.tokens().where("api_tokens.token_hash", "=", tokenHash).executeTakeFirst();
  }

  findById(domainName: string, id: string): Promise<ApiTokenRecord | undefined> {
    return this.tokens()
      .where("api_tokens.domain_name", "=", domainName)
      .where("api_tokens.id", "=", id)
      .executeTakeFirst();
  }

  /** Newest first; revoked tokens stay listed (with their revocation time) until they expire. */
  list(domainName: string, filter: TokenFilter, now: string): Promise<ApiTokenRecord[]> {
    let query = this.tokens()
      .where("api_tokens.domain_name", "=", domainName)
      .where("api_tokens.kind", "=", filter.kind)
      .where("api_tokens.expires_at", ">", now);
    if (filter.kind === "personal") query = query.where("api_tokens.user_id", "=", filter.userId);
    return query.orderBy("api_tokens.created_at", "desc").orderBy("api_tokens.id").execute();
  }

  /** Marks the token revoked; true when it was live until now. */
  async revoke(domainName: string, id: string, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable("api_tokens")
      .set({ revoked_at: at })
      .where("domain_name", "=", domainName)
      .where("id", "=", id)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async touch(id: string, at: string): Promise<void> {
    await this.db.updateTable("api_tokens").set({ last_used_at: at }).where("id", "=", id).execute();
  }

  async insertAccount(row: Insertable<ServiceAccountsTable>): Promise<void> {
    await this.db.insertInto("service_accounts").values(row).execute();
  }

  listAccounts(domainName: string): Promise<ServiceAccountRecord[]> {
    return this.db
      .selectFrom("service_accounts")
      .selectAll()
      .where("domain_name", "=", domainName)
      .orderBy("name_key")
      .execute();
  }

  findAccount(domainName: string, id: string): Promise<ServiceAccountRecord | undefined> {
    return this.db
      .selectFrom("service_accounts")
      .selectAll()
      .where("domain_name", "=", domainName)
      .where("id", "=", id)
      .executeTakeFirst();
  }

  /** Deletes the account; its tokens go with it (foreign key, cascading). */
  async deleteAccount(domainName: string, id: string): Promise<void> {
    await this.db.deleteFrom("service_accounts").where("domain_name", "=", domainName).where("id", "=", id).execute();
  }
}
