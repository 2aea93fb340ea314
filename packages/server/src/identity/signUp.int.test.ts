import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemActor } from "../admin/shared/actor";
import { readOutbox } from "../mail/mailer";
import { signInWithPassword } from "../test/oidcClient";
import { startTestServer, type TestServer } from "../test/startTestServer";
import { databaseKinds } from "../test/testDatabase";
import { LINK_INVALID } from "./service";

describe.each(databaseKinds)("sign-up of an invited user on %s", (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(kind);
  });
  afterAll(async () => {
    await s.close();
  });

  it("keeps the welcome e-mail in the outbox without SMTP, and its link lets the user choose a password once", async () => {
    const tenant = await s.services.tenantRepository.findByDomain("demo");
    if (!tenant) throw new Error("no demo tenant");
    const user = await s.services.users.create(
      systemActor("test setup", "demo"),
      { name: "Nina New", emailAddress: "nina@demo.storyframe.test" },
      { sendWelcomeEmail: false },
    );
    await s.services.identity.invite(tenant, user, "storyframe-demo");

    const [mail] = await readOutbox(s.database.db, 1);
    expect(mail).toMatchObject({ to: "nina@demo.storyframe.test", subject: "Welcome to Storyframe Demo" });
    const link = mail?.text.match(/http:\/\/\S+\/oidc\/signup\?\S+/)?.[0];
    expect(link).toBeDefined();
    const url = new URL(link ?? "");

    const beforeSignUp = await signInWithPassword(s.baseUrl, {
      clientId: "storyframe-demo",
      email: "nina@demo.storyframe.test",
      password: "nina-chooses-this",
    });
    expect(beforeSignUp.ok).toBe(false);

    const form = await fetch(url);
    expect(form.status).toBe(200);
    const page = await form.text();
    expect(page).toContain("Create your account");
    expect(page).toContain('value="Nina New"');

    const tooShort = await fetch(url.origin + url.pathname, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        token: url.searchParams.get("token") ?? "",
        client_id: "storyframe-demo",
        name: "Nina New",
        password: "short",
        confirmation: "short",
      }),
    });
    expect(tooShort.status).toBe(400);
    expect(await tooShort.text()).toContain("Use at least 10 characters.");

    const done = await fetch(url.origin + url.pathname, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        token: url.searchParams.get("token") ?? "",
        client_id: "storyframe-demo",
        name: "Nina Newton",
        password: "nina-chooses-this",
        confirmation: "nina-chooses-this",
      }),
    });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("Your account is ready");
    expect((await s.services.access.findUserById(user.id))?.name).toBe("Nina Newton");

    const again = await fetch(url);
    expect(again.status).toBe(400);
    expect(await again.text()).toContain(LINK_INVALID);

    const signedIn = await signInWithPassword(s.baseUrl, {
      clientId: "storyframe-demo",
      email: "nina@demo.storyframe.test",
      password: "nina-chooses-this",
    });
    expect(signedIn.ok).toBe(true);
  });
});
