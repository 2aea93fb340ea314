import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema";

/**
 * How sign-in failures are slowed and then refused. Refusal is per client and
 * account together (and per client across accounts, against password
 * spraying), never per account alone: otherwise anyone could lock anyone out
 * by guessing wrong on their behalf. Failures against an account from all
 * clients together only slow it down.
 */
const THROTTLE = {
  windowMs: 15 * 60 * 1000,
  /** Failures before each further attempt is slowed down, by a delay that doubles with each failure. */
  slowAfter: 3,
  firstDelayMs: 1000,
  maxDelayMs: 8000,
  /** Failures of one client on one account after which that client is refused on it until the window passes. */
  clientAccount: { refuseAfter: 10 },
  /** Failures of one client on any accounts after which that client is refused until the window passes. */
  client: { refuseAfter: 50 },
  /** Failures of many accounts from one client, or of one account from many clients, weigh this much less. */
  spreadWeight: 5,
} as const;

export const TOO_MANY_ATTEMPTS =
  "Too many failed sign-in attempts. Please wait 15 minutes before trying again, or reset your password.";

export type ThrottleVerdict = { refused: boolean; delayMs: number };

/** The counters a sign-in attempt is judged by. */
export type ThrottleKeys = { clientAccount: string; account: string; client: string };

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

  static keysFor(domainName: string, email: string, address: string): ThrottleKeys {
    const account = SignInThrottle.accountKey(domainName, email);
    return { account, clientAccount: `${account} from ${address}`, client: `address:${address}` };
  }

  async verdict(keys: ThrottleKeys): Promise<ThrottleVerdict> {
    const [clientAccount, account, client] = await Promise.all([
      this.failures(keys.clientAccount),
      this.failures(keys.account),
      this.failures(keys.client),
    ]);
    if (clientAccount >= THROTTLE.clientAccount.refuseAfter || client >= THROTTLE.client.refuseAfter) {
      return { refused: true, delayMs: 0 };
    }
    const weight = Math.max(
      clientAccount,
      Math.floor(account / THROTTLE.spreadWeight),
      Math.floor(client / THROTTLE.spreadWeight),
    );
    return { refused: false, delayMs: delayAfter(weight) };
  }

  async recordFailure(keys: ThrottleKeys): Promise<void> {
    const now = this.now();
    for (const key of [keys.clientAccount, keys.account, keys.client]) {
      const current = await this.row(key);
      const fresh = !current || this.expired(current.window_started_at);
      await this.db
        .insertInto("sign_in_failures")
        .values({ key, failures: 1, window_started_at: now.toISOString() })
        .onConflict((oc) =>
          oc.column("key").doUpdateSet(
            fresh
              ? { failures: 1, window_started_at: now.toISOString() }
              : // Counted in the statement, so failures sent to several instances at once are all counted.
                { failures: sql<number>`sign_in_failures.failures + 1` },
          ),
        )
        .execute();
    }
  }

  /** After a successful sign-in: this client's failures on the account, and the account's own count. */
  async clearSignedIn(keys: ThrottleKeys): Promise<void> {
    await this.db.deleteFrom("sign_in_failures").where("key", "in", [keys.clientAccount, keys.account]).execute();
  }

  /** After the owner proved themselves another way (the e-mailed reset link): every count on the account. */
  async clearAccount(accountKey: string): Promise<void> {
    const fromAnyClient = `${escapeLike(accountKey)} from %`;
    await this.db
      .deleteFrom("sign_in_failures")
      .where((eb) =>
        eb.or([eb("key", "=", accountKey), sql<boolean>`${eb.ref("key")} like ${fromAnyClient} escape '\\'`]),
      )
      .execute();
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

/** No delay for the first few failures, then one that doubles with each failure, up to the maximum. */
function delayAfter(failures: number): number {
  if (failures < THROTTLE.slowAfter) return 0;
  return Math.min(THROTTLE.firstDelayMs * 2 ** (failures - THROTTLE.slowAfter), THROTTLE.maxDelayMs);
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
