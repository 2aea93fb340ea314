import { DEFAULT_USER_PREFERENCES, type UserPreferences, userPreferencesSchema } from "@storyframe/core";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/** Users' preferences, one row per (tenant, user). */
export class PreferencesRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The user's saved preferences, or the defaults when none are saved (or what is saved no longer parses). */
  async find(domainName: string, userId: string): Promise<UserPreferences> {
    const row = await this.db
      .selectFrom("user_preferences")
      .select("preferences")
      .where("domain_name", "=", domainName)
      .where("user_id", "=", userId)
      .executeTakeFirst();
    if (!row) return DEFAULT_USER_PREFERENCES;
    const parsed = userPreferencesSchema.safeParse(parseJson(row.preferences));
    return parsed.success ? parsed.data : DEFAULT_USER_PREFERENCES;
  }

  /** Saves (inserts or replaces) the user's preferences. */
  async save(domainName: string, userId: string, preferences: UserPreferences): Promise<void> {
    const values = {
      domain_name: domainName,
      user_id: userId,
      preferences: JSON.stringify(preferences),
      updated_at: this.now().toISOString(),
    };
    await this.db
      .insertInto("user_preferences")
      .values(values)
      .onConflict((conflict) =>
        conflict
          .columns(["domain_name", "user_id"])
          .doUpdateSet({ preferences: values.preferences, updated_at: values.updated_at }),
      )
      .execute();
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
