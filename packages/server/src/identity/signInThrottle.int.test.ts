import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../admin/seedDemoAccounts";
import { UsersRepository } from "../admin/users/repository";
import type { Tenant } from "../tenants/tenant";
import { buildTestApp, type TestApp } from "../test/buildTestApp";
import { databaseKinds } from "../test/testDatabase";
import { OneTimeTokens } from "./oneTimeTokens";
import { IdentityService, WRONG_CREDENTIALS } from "./service";
import { SignInThrottle, TOO_MANY_ATTEMPTS } from "./signInThrottle";

const developer = DEMO_ACCOUNTS[1];
if (!developer) throw new Error("demo accounts missing");

describe.each(databaseKinds)("sign-in throttling on %s", (kind) => {
  let t: TestApp;
  let tenant: Tenant;
  let waits: number[];
  let identity: IdentityService;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    const demo = await t.services.tenantRepository.findByDomain("demo");
    if (!demo) throw new Error("no demo tenant");
    tenant = demo;
    waits = [];
    // The real service on the real database; only the waiting is recorded instead of slept.
    identity = new IdentityService(
      t.services.access,
      new UsersRepository(t.database.db),
      new OneTimeTokens(t.database.db),
      new SignInThrottle(t.database.db),
      t.services.mailer,
      t.config.publicUrl,
      async (ms) => {
        waits.push(ms);
      },
    );
  });
  afterAll(async () => {
    await t.close();
  });

  async function failRepeatedly(email: string, address: string, times: number): Promise<string[]> {
    const messages: string[] = [];
    for (let attempt = 0; attempt < times; attempt += 1) {
      const result = await identity.signIn(tenant, email, "wrong password", address);
      messages.push(result.ok ? "ok" : result.message);
    }
    return messages;
  }

  it("slows one client's repeated failures on an account with growing delays, then refuses that client", async () => {
    const messages = await failRepeatedly(developer.emailAddress, "10.0.0.1", 10);
    expect(messages.every((message) => message === WRONG_CREDENTIALS)).toBe(true);
    expect(waits).toEqual([1000, 2000, 4000, 8000, 8000, 8000, 8000]);

    const right = await identity.signIn(tenant, developer.emailAddress, developer.password, "10.0.0.1");
    expect(right).toEqual({ ok: false, message: TOO_MANY_ATTEMPTS });
  });

  it("does not lock the owner out: after an attacker's failures from one client, the owner signs in from another", async () => {
    const admin = DEMO_ACCOUNTS[0];
    if (!admin) throw new Error("demo accounts missing");
    const attacker = await failRepeatedly(admin.emailAddress, "10.0.1.1", 15);
    expect(attacker.slice(10).every((message) => message === TOO_MANY_ATTEMPTS)).toBe(true);

    waits = [];
    const owner = await identity.signIn(tenant, admin.emailAddress, admin.password, "10.0.1.2");
    expect(owner.ok).toBe(true);
    expect(waits).toEqual([]);
    // The attacker's client stays refused.
    const again = await identity.signIn(tenant, admin.emailAddress, admin.password, "10.0.1.1");
    expect(again).toEqual({ ok: false, message: TOO_MANY_ATTEMPTS });
  });

  it("treats an unknown e-mail address exactly like a known one", async () => {
    const outcomes = await failRepeatedly("ghost@demo.storyframe.test", "10.0.0.3", 11);
    expect(outcomes.slice(0, 10).every((message) => message === WRONG_CREDENTIALS)).toBe(true);
    expect(outcomes[10]).toBe(TOO_MANY_ATTEMPTS);
  });

  it("lets a user in and forgets their failures after a successful sign-in", async () => {
    const viewer = DEMO_ACCOUNTS[2];
    if (!viewer) throw new Error("demo accounts missing");
    await identity.signIn(tenant, viewer.emailAddress, "wrong", "10.0.0.4");
    const ok = await identity.signIn(tenant, viewer.emailAddress, viewer.password, "10.0.0.4");
    expect(ok.ok).toBe(true);
    const keys = SignInThrottle.keysFor("demo", viewer.emailAddress, "10.0.0.4");
    const rows = await t.database.db
      .selectFrom("sign_in_failures")
      .selectAll()
      .where("key", "in", [keys.account, keys.clientAccount])
      .execute();
    expect(rows).toEqual([]);
  });

  it("lets an owner who locked out their own client back in through the e-mailed reset link", async () => {
    const viewer = DEMO_ACCOUNTS[2];
    if (!viewer) throw new Error("demo accounts missing");
    await failRepeatedly(viewer.emailAddress, "10.0.0.6", 10);
    const locked = await identity.signIn(tenant, viewer.emailAddress, viewer.password, "10.0.0.6");
    expect(locked).toEqual({ ok: false, message: TOO_MANY_ATTEMPTS });

    const user = await t.services.access.findUserByEmail("demo", viewer.emailAddress);
    if (!user) throw new Error("no viewer");
    const link = await new OneTimeTokens(t.database.db).issue("password-reset", user.id);
    const reset = await identity.resetPassword(link, "veras-new-password", "veras-new-password");
    expect(reset.ok).toBe(true);
    const signedIn = await identity.signIn(tenant, viewer.emailAddress, "veras-new-password", "10.0.0.6");
    expect(signedIn.ok).toBe(true);
  });
});
