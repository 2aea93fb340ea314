import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

export type OneTimePurpose = "password-reset" | "invitation";

const LIFETIME_MS: Record<OneTimePurpose, number> = {
  "password-reset": 60 * 60 * 1000,
  invitation: 7 * 24 * 60 * 60 * 1000,
};

const digest = (token: string) => createHash("sha256").update(token).digest("hex");

/** Single-use links for password reset and invitations. Only a hash is stored. */
export class OneTimeTokens {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async issue(purpose: OneTimePurpose, userId: string): Promise<string> {
    const token = randomBytes(32).toString("base64url");
    const now = this.now();
    await this.db
      .insertInto("one_time_tokens")
      .values({
        token_hash: digest(token),
        purpose,
        user_id: userId,
        expires_at: new Date(now.getTime() + LIFETIME_MS[purpose]).toISOString(),
        used_at: null,
        created_at: now.toISOString(),
      })
      .execute();
    return token;
  }

  /** The user a valid (unused, unexpired) token belongs to, without using it up. */
  async peek(purpose: OneTimePurpose, token: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom("one_time_tokens")
      .select(["user_id", "expires_at", "used_at"])
      .where("token_hash", "=", digest(token))
      .where("purpose", "=", purpose)
      .executeTakeFirst();
    if (!row || row.used_at || row.expires_at <= this.now().toISOString()) return undefined;
    return row.user_id;
  }

  /** Uses the token up; answers the user id only for the first use of a valid token. */
  async consume(purpose: OneTimePurpose, token: string): Promise<string | undefined> {
    const userId = await this.peek(purpose, token);
    if (!userId) return undefined;
    const result = await this.db
      .updateTable("one_time_tokens")
      .set({ used_at: this.now().toISOString() })
      .where("token_hash", "=", digest(token))
      .where("used_at", "is", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1 ? userId : undefined;
  }
}
