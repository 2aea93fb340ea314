import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/** How sign-in failures are slowed and then refused, per account and per client address. */
export const THROTTLE = {
  windowMs: 15 * 60 * 1000,
  /** Failures before each further attempt is slowed down. */
  slowAfter: 3,
  /** Failures after which attempts are refused until the window passes. */
  account: { refuseAfter: 10 },
  address: { refuseAfter: 50 },
  maxDelayMs: 5000,
} as const;

export const TOO_MANY_ATTEMPTS =
  "Too many failed sign-in attempts. Please wait 15 minutes before trying again, or reset your password.";

export type ThrottleVerdict = { refused: boolean; delayMs: number };

/**
 * Counts failed sign-ins in a rolling window. Accounts are keyed by tenant and
 * e-mail whether or not the account exists, so the answer never tells.
 */
export class SignInThrottle {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  static accountKey(domainName: string, email: string): string {
    return `account:${domainName}:${email.trim().toLowerCase()}`;
  }

  static addressKey(address: string): string {
    return `address:${address}`;
  }

  async verdict(accountKey: string, addressKey: string): Promise<ThrottleVerdict> {
    const [account, address] = await Promise.all([this.failures(accountKey), this.failures(addressKey)]);
    if (account >= THROTTLE.account.refuseAfter || address >= THROTTLE.address.refuseAfter) {
      return { refused: true, delayMs: 0 };
    }
    const over = Math.max(account, Math.floor(address / 5)) - THROTTLE.slowAfter + 1;
    return { refused: false, delayMs: over > 0 ? Math.min(over * 1000, THROTTLE.maxDelayMs) : 0 };
  }

  async recordFailure(...keys: string[]): Promise<void> {
    const now = this.now();
    for (const key of keys) {
      const current = await this.row(key);
      const fresh = !current || this.expired(current.window_started_at);
      await this.db
        .insertInto("sign_in_failures")
        .values({ key, failures: 1, window_started_at: now.toISOString() })
        .onConflict((oc) =>
          oc
            .column("key")
            .doUpdateSet(
              fresh
                ? { failures: 1, window_started_at: now.toISOString() }
                : { failures: (current?.failures ?? 0) + 1 },
            ),
        )
        .execute();
    }
  }

  async clear(key: string): Promise<void> {
    await this.db.deleteFrom("sign_in_failures").where("key", "=", key).execute();
  }

  private async failures(key: string): Promise<number> {
    const row = await this.row(key);
    return row && !this.expired(row.window_started_at) ? row.failures : 0;
  }

  private row(key: string) {
    return this.db.selectFrom("sign_in_failures").selectAll().where("key", "=", key).executeTakeFirst();
  }

  private expired(windowStartedAt: string): boolean {
    return new Date(windowStartedAt).getTime() + THROTTLE.windowMs <= this.now().getTime();
  }
}
