import { adminServerMessages } from "@storyframe/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR_NAMES } from "./admin/shared/actor";
import { runCli } from "./cliCommands";
import { readOutbox } from "./mail/mailer";
import { prepareInstallation } from "./startup";
import { ADMIN_EMAIL, adminApi } from "./test/adminApi";
import { buildTestApp, type TestApp } from "./test/buildTestApp";
import { databaseKinds } from "./test/testDatabase";

type AuditEntryBody = {
  action: string;
  resourceType: string;
  resourceName: string;
  actor: { id: string | null; name: string; emailAddress: string | null };
};

describe.each(databaseKinds)("storyframe user create on %s", (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof adminApi>;
  let admin: string;
  /** Runs a command on the test server's database, as `storyframe` beside a running server would. */
  const storyframe = (...argv: string[]) =>
    runCli(argv, () => prepareInstallation(t.config, { info: () => {}, error: () => {} }));

  beforeAll(async () => {
    t = await buildTestApp(kind);
    api = adminApi(t);
    admin = await api.tokenOf(ADMIN_EMAIL);
  });
  afterAll(async () => {
    await t.close();
  });

  it("creates a user that appears in the audit log with the command line as its actor", async () => {
    const output = await storyframe(
      "user",
      "create",
      "demo",
      "carla@demo.storyframe.test",
      "--name",
      "Carla Command",
      "--role",
      "viewer",
      "--password",
      "carlas-password",
    );
    expect(output).toBe("Created carla@demo.storyframe.test in 'demo'.");
    const user = await t.services.access.findUserByEmail("demo", "carla@demo.storyframe.test");
    if (!user) throw new Error("the user was not created");
    const audit = await api.call("GET", `/api/audit?resourceId=${user.id}`, admin);
    expect(audit.json()).toEqual([
      expect.objectContaining({
        action: "create",
        resourceType: "user",
        resourceName: "Carla Command",
        actor: { id: null, name: SYSTEM_ACTOR_NAMES.cli, emailAddress: null },
      } satisfies Partial<AuditEntryBody>),
    ]);
    const viewer = (await api.call("GET", "/api/roles/demo/Viewer", admin)).json() as { id: string };
    expect(user.roles).toEqual([viewer.id]);
  });

  it("sends the welcome e-mail with a sign-up link when no password is given", async () => {
    const output = await storyframe("user", "create", "demo", "walt@demo.storyframe.test", "--name", "Walt Welcome");
    expect(output).toBe("Created walt@demo.storyframe.test in 'demo' and sent a welcome e-mail with a sign-up link.");
    const [mail] = await readOutbox(t.database.db, 1);
    expect(mail).toMatchObject({ to: "walt@demo.storyframe.test", subject: "Welcome to Storyframe Demo" });
    expect(mail?.text).toMatch(/\/oidc\/signup\?token=[^&\s]+&client_id=storyframe-demo/);
  });

  it("refuses an invalid e-mail address with the same message as the API", async () => {
    const response = await api.call("POST", "/api/users?sendWelcomeEmail=false", admin, {
      name: "Ivy Invalid",
      emailAddress: "not-an-address",
    });
    expect(response.statusCode).toBe(400);
    const [message] = response.json().errors.emailAddress as string[];
    expect(message).toBe("Enter a valid e-mail address.");
    await expect(storyframe("user", "create", "demo", "not-an-address", "--name", "Ivy Invalid")).rejects.toThrow(
      `emailAddress: ${message}`,
    );
  });

  it("refuses an e-mail address another user has with the same message as the API", async () => {
    const response = await api.call("POST", "/api/users?sendWelcomeEmail=false", admin, {
      name: "Copy Cat",
      emailAddress: ADMIN_EMAIL.toUpperCase(),
    });
    expect(response.json().errors).toEqual({ emailAddress: [adminServerMessages.emailTaken] });
    await expect(storyframe("user", "create", "demo", ADMIN_EMAIL, "--name", "Copy Cat")).rejects.toThrow(
      `emailAddress: ${adminServerMessages.emailTaken}`,
    );
  });

  it("refuses a role that is not assignable, as the API does", async () => {
    await api.createRole(admin, { name: "Auditor", isAssignable: false });
    await expect(
      storyframe("user", "create", "demo", "nora@demo.storyframe.test", "--name", "Nora", "--role", "Auditor"),
    ).rejects.toThrow(`roles: ${adminServerMessages.notAssignable(["Auditor"])}`);
    expect(await t.services.access.findUserByEmail("demo", "nora@demo.storyframe.test")).toBeUndefined();
  });
});

describe.each(databaseKinds)("storyframe tenant create on %s", (kind) => {
  let t: TestApp;
  const storyframe = (...argv: string[]) =>
    runCli(argv, () => prepareInstallation(t.config, { info: () => {}, error: () => {} }));

  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it("refuses a javascript: logo address with a message naming what is allowed, and creates nothing", async () => {
    await expect(
      storyframe("tenant", "create", "evil", "--name", "Evil Co", "--logo-url", "javascript:alert(document.domain)"),
    ).rejects.toThrow(
      "Invalid tenant definition: logoUrl: must be an http(s) address or a relative path, such as /tenant-assets/acme/logo.svg",
    );
    expect(await t.services.tenantRepository.findByDomain("evil")).toBeUndefined();
  });

  it("creates a tenant with a relative or https logo address", async () => {
    await storyframe("tenant", "create", "local", "--name", "Local Co", "--logo-url", "/tenant-assets/local/logo.svg");
    await storyframe("tenant", "create", "remote", "--name", "Remote Co", "--logo-url", "https://cdn.example/logo.png");
    expect((await t.services.tenantRepository.findByDomain("local"))?.logoUrl).toBe("/tenant-assets/local/logo.svg");
    expect((await t.services.tenantRepository.findByDomain("remote"))?.logoUrl).toBe("https://cdn.example/logo.png");
  });
});
