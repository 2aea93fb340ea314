import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemActor } from "../admin/shared/actor";
import { signInWithPassword } from "../test/oidcClient";
import { startTestServer, type TestServer } from "../test/startTestServer";
import { databaseKinds } from "../test/testDatabase";

describe.each(databaseKinds)("profile edit on %s", (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(kind);
    await s.services.users.create(
      systemActor("test setup", "demo"),
      { name: "Paula Profile", emailAddress: "paula@demo.storyframe.test" },
      { sendWelcomeEmail: false, password: "paulas-password" },
    );
  });
  afterAll(async () => {
    await s.close();
  });

  it("asks to sign in first when there is no provider session", async () => {
    const response = await fetch(`${s.baseUrl}/oidc/profile?client_id=storyframe-demo`);
    expect(response.status).toBe(401);
    expect(await response.text()).toContain("Please sign in first");
  });

  it("changes the name, and the password only with the current one", async () => {
    const signedIn = await signInWithPassword(s.baseUrl, {
      clientId: "storyframe-demo",
      email: "paula@demo.storyframe.test",
      password: "paulas-password",
    });
    if (!signedIn.ok) throw new Error("sign-in failed");
    const { jar } = signedIn;

    const form = await jar.fetch(`${s.baseUrl}/oidc/profile?client_id=storyframe-demo`);
    expect(form.status).toBe(200);
    expect(await form.text()).toContain('value="Paula Profile"');

    const post = (fields: Record<string, string>) =>
      jar.fetch(`${s.baseUrl}/oidc/profile`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          client_id: "storyframe-demo",
          currentPassword: "",
          newPassword: "",
          confirmation: "",
          ...fields,
        }),
      });

    const renamed = await post({ name: "Paula P. Profile" });
    expect(renamed.status).toBe(200);
    expect(await renamed.text()).toContain("Your changes have been saved.");

    const wrongCurrent = await post({
      name: "Paula P. Profile",
      currentPassword: "nope",
      newPassword: "paulas-new-password",
      confirmation: "paulas-new-password",
    });
    expect(wrongCurrent.status).toBe(400);
    expect(await wrongCurrent.text()).toContain("The current password is incorrect.");

    const changed = await post({
      name: "Paula P. Profile",
      currentPassword: "paulas-password",
      newPassword: "paulas-new-password",
      confirmation: "paulas-new-password",
    });
    expect(changed.status).toBe(200);

    const user = await s.services.access.findUserByEmail("demo", "paula@demo.storyframe.test");
    expect(user?.name).toBe("Paula P. Profile");
    const withNew = await signInWithPassword(s.baseUrl, {
      clientId: "storyframe-demo",
      email: "paula@demo.storyframe.test",
      password: "paulas-new-password",
    });
    expect(withNew.ok).toBe(true);
  });
});
