import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Tenant } from "../tenants/tenant";
import { buildTestApp, type TestApp } from "../test/buildTestApp";
import { databaseKinds } from "../test/testDatabase";
import { IdentityService, WRONG_CREDENTIALS } from "./identityService";
import { OneTimeTokens } from "./oneTimeTokens";
import { DEMO_ACCOUNTS } from "./seedDemoAccounts";
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
      t.services.accounts,
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

  it("slows repeated failures for an account, then refuses even the right password", async () => {
    const messages: string[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const result = await identity.signIn(tenant, developer.emailAddress, "wrong password", "10.0.0.1");
      messages.push(result.ok ? "ok" : result.message);
    }
    expect(messages.every((message) => message === WRONG_CREDENTIALS)).toBe(true);
    expect(waits).toEqual([1000, 2000, 3000, 4000, 5000, 5000, 5000]);

    const right = await identity.signIn(tenant, developer.emailAddress, developer.password, "10.0.0.2");
    expect(right).toEqual({ ok: false, message: TOO_MANY_ATTEMPTS });
  });

  it("treats an unknown e-mail address exactly like a known one", async () => {
    const outcomes: string[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const result = await identity.signIn(tenant, "ghost@demo.storyframe.test", "x", "10.0.0.3");
      outcomes.push(result.ok ? "ok" : result.message);
    }
    expect(outcomes.slice(0, 10).every((message) => message === WRONG_CREDENTIALS)).toBe(true);
    expect(outcomes[10]).toBe(TOO_MANY_ATTEMPTS);
  });

  it("lets a user in and forgets their failures after a successful sign-in", async () => {
    const viewer = DEMO_ACCOUNTS[2];
    if (!viewer) throw new Error("demo accounts missing");
    await identity.signIn(tenant, viewer.emailAddress, "wrong", "10.0.0.4");
    const ok = await identity.signIn(tenant, viewer.emailAddress, viewer.password, "10.0.0.4");
    expect(ok.ok).toBe(true);
    const row = await t.database.db
      .selectFrom("sign_in_failures")
      .selectAll()
      .where("key", "=", SignInThrottle.accountKey("demo", viewer.emailAddress))
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });
});
