import { adminMessages, adminServerMessages, TAGS } from "@storyframe/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readOutbox } from "../../mail/mailer";
import { ADMIN_EMAIL, adminApi } from "../../test/adminApi";
import { buildTestApp, type TestApp } from "../../test/buildTestApp";
import { databaseKinds } from "../../test/testDatabase";
import { systemActor } from "../shared/actor";

type UserBody = { id: string; name: string; emailAddress: string; roles: string[]; groups: string[] };

describe.each(databaseKinds)("users API on %s", (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof adminApi>;
  let admin: string;
  let analyst: string;
  let auditor: string;
  let finance: string;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    api = adminApi(t);
    admin = await api.tokenOf(ADMIN_EMAIL);
    analyst = await api.createRole(admin, { name: "Analyst" });
    auditor = await api.createRole(admin, { name: "Auditor", isAssignable: false });
    finance = await api.createGroup(admin, { name: "Finance", roles: [analyst] });
  });
  afterAll(async () => {
    await t.close();
  });

  it("creates a user with roles and groups and answers them with 200", async () => {
    const response = await api.call("POST", "/api/users?sendWelcomeEmail=false", admin, {
      name: "Quinn Query",
      emailAddress: "quinn@demo.storyframe.test",
      roles: [analyst],
      groups: [finance],
      domainName: "demo",
    });
    expect(response.statusCode).toBe(200);
    const user = response.json() as UserBody;
    expect(user).toMatchObject({
      name: "Quinn Query",
      emailAddress: "quinn@demo.storyframe.test",
      roles: [analyst],
      groups: [finance],
      userMetadata: [],
      explicitTags: { allowed: [], denied: [] },
      domainName: "demo",
    });
    const read = await api.call("GET", `/api/users/${user.id}`, admin);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(user);
  });

  it("sends the welcome e-mail with a sign-up link unless told not to", async () => {
    const before = (await readOutbox(t.database.db, 100)).length;
    await api.call("POST", "/api/users?sendWelcomeEmail=false", admin, {
      name: "No Mail",
      emailAddress: "nomail@demo.storyframe.test",
    });
    expect((await readOutbox(t.database.db, 100)).length).toBe(before);

    const response = await api.call("POST", "/api/users", admin, {
      name: "Wendy Welcome",
      emailAddress: "wendy@demo.storyframe.test",
    });
    expect(response.statusCode).toBe(200);
    const [mail] = await readOutbox(t.database.db, 1);
    expect(mail).toMatchObject({ to: "wendy@demo.storyframe.test", subject: "Welcome to Storyframe Demo" });
    expect(mail?.text).toMatch(/\/oidc\/signup\?token=[^&\s]+&client_id=storyframe-demo/);
  });

  it("answers 400 'Bad Request' with the spec's message on each missing field", async () => {
    const response = await api.call("POST", "/api/users", admin, { name: " " });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: "Bad Request",
      errors: { name: [adminMessages.fieldRequired], emailAddress: [adminMessages.fieldRequired] },
    });
  });

  it("refuses a malformed e-mail address, query flag or order on their fields", async () => {
    const email = await api.call("POST", "/api/users", admin, { name: "X", emailAddress: "not-an-address" });
    expect(email.json()).toMatchObject({ errors: { emailAddress: ["Enter a valid e-mail address."] } });
    const flag = await api.call("POST", "/api/users?sendWelcomeEmail=maybe", admin, {
      name: "X",
      emailAddress: "x@demo.storyframe.test",
    });
    expect(flag.statusCode).toBe(400);
    expect(Object.keys(flag.json().errors)).toEqual(["sendWelcomeEmail"]);
    const order = await api.call("GET", "/api/users?orderBy=password", admin);
    expect(order.statusCode).toBe(400);
    expect(Object.keys(order.json().errors)).toEqual(["orderBy"]);
  });

  it("refuses an e-mail address another user has, in any case, on emailAddress", async () => {
    const response = await api.call("POST", "/api/users?sendWelcomeEmail=false", admin, {
      name: "Copy Cat",
      emailAddress: "ADMIN@demo.storyframe.test",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ emailAddress: [adminServerMessages.emailTaken] });
  });

  it("gives only assignable roles, and names unknown roles and groups", async () => {
    const notAssignable = await api.call("POST", "/api/users", admin, {
      name: "Ned",
      emailAddress: "ned@demo.storyframe.test",
      roles: [auditor],
    });
    expect(notAssignable.statusCode).toBe(400);
    expect(notAssignable.json().errors).toEqual({ roles: [adminServerMessages.notAssignable(["Auditor"])] });
    const unknown = await api.call("POST", "/api/users", admin, {
      name: "Ned",
      emailAddress: "ned@demo.storyframe.test",
      groups: ["no-such-group"],
    });
    expect(unknown.json().errors).toEqual({ groups: [adminServerMessages.unknownGroups(["no-such-group"])] });
  });

  it("keeps a role that is no longer assignable on a user who already has it", async () => {
    const role = await api.createRole(admin, { name: "Legacy" });
    const id = await api.createUser(admin, {
      name: "Lee Legacy",
      emailAddress: "lee@demo.storyframe.test",
      roles: [role],
    });
    await api.call("PUT", `/api/roles/${role}`, admin, { description: "Old.", isAssignable: false });
    const response = await api.call("PUT", `/api/users/${id}`, admin, {
      name: "Lee Legacy",
      emailAddress: "lee@demo.storyframe.test",
      roles: [role, analyst],
    });
    expect(response.statusCode).toBe(200);
    expect((response.json() as UserBody).roles.sort()).toEqual([role, analyst].sort());
  });

  it("lists users sorted by name with the spec's filters, paging and X-Total-Count", async () => {
    for (const [name, emailAddress] of [
      ["zoe Zed", "zoe@demo.storyframe.test"],
      ["Adam Alpha", "adam@demo.storyframe.test"],
      ["bea Beta", "bea@demo.storyframe.test"],
    ]) {
      await api.createUser(admin, { name, emailAddress, roles: [analyst] });
    }
    const all = await api.call("GET", "/api/users", admin);
    expect(all.statusCode).toBe(200);
    const names = (all.json() as UserBody[]).map((user) => user.name);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(Number(all.headers["x-total-count"])).toBe(names.length);

    const descending = (await api.call("GET", "/api/users?orderBy=-name", admin)).json() as UserBody[];
    expect(descending.map((user) => user.name)).toEqual([...names].reverse());

    const byEmail = (await api.call("GET", "/api/users?EmailAddress=BEA@demo.storyframe.test", admin)).json();
    expect(byEmail.map((user: UserBody) => user.name)).toEqual(["bea Beta"]);

    const byRoleName = await api.call("GET", "/api/users?Role=analyst&orderBy=name", admin);
    const byRoleId = await api.call("GET", `/api/users?Role=${analyst}`, admin);
    expect(byRoleName.json()).toEqual(byRoleId.json());
    expect((byRoleId.json() as UserBody[]).every((user) => user.roles.includes(analyst))).toBe(true);

    const byGroup = (await api.call("GET", "/api/users?Group=Finance", admin)).json() as UserBody[];
    expect(byGroup.map((user) => user.name)).toEqual(["Quinn Query"]);
    expect((await api.call("GET", "/api/users?Group=Nobody", admin)).json()).toEqual([]);

    const page = await api.call("GET", "/api/users?search=e&offset=1&limit=2", admin);
    const matching = (await api.call("GET", "/api/users", admin)).json() as UserBody[];
    const withE = matching.filter((u) => u.name.toLowerCase().includes("e") || u.emailAddress.includes("e"));
    expect((page.json() as UserBody[]).map((u) => u.id)).toEqual(withE.slice(1, 3).map((u) => u.id));
    expect(Number(page.headers["x-total-count"])).toBe(withE.length);
    const searched = (await api.call("GET", "/api/users?search=ZED", admin)).json() as UserBody[];
    expect(searched.map((user) => user.name)).toEqual(["zoe Zed"]);
    const wildcard = (await api.call("GET", "/api/users?search=%25", admin)).json() as UserBody[];
    expect(wildcard).toEqual([]);
  });

  it("answers the verbose list with role and group names and the sign-up status", async () => {
    const response = await api.call("GET", "/api/users/verbose?EmailAddress=quinn@demo.storyframe.test", admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({
        name: "Quinn Query",
        roleDetails: [{ id: analyst, name: "Analyst" }],
        groupDetails: [{ id: finance, name: "Finance" }],
        status: "invited",
      }),
    ]);
    const adminRow = (await api.call("GET", `/api/users/verbose?EmailAddress=${ADMIN_EMAIL}`, admin)).json();
    expect(adminRow[0]).toMatchObject({
      status: "active",
      roleDetails: [expect.objectContaining({ name: "Administrator" })],
    });
  });

  it("updates a user and answers 404 for an id it does not know", async () => {
    const id = await api.createUser(admin, { name: "Ulla Update", emailAddress: "ulla@demo.storyframe.test" });
    const response = await api.call("PUT", `/api/users/${id}`, admin, {
      name: "Ulla Updated",
      emailAddress: "ulla.updated@demo.storyframe.test",
      roles: [analyst],
      groups: [finance],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: "Ulla Updated", roles: [analyst], groups: [finance] });
    const missing = await api.call("PUT", "/api/users/00000000-0000-4000-8000-000000000000", admin, {
      name: "X",
      emailAddress: "x@demo.storyframe.test",
    });
    expect(missing.statusCode).toBe(404);
  });

  it("deletes a user with 204 and no body", async () => {
    const id = await api.createUser(admin, { name: "Dora Delete", emailAddress: "dora@demo.storyframe.test" });
    const response = await api.call("DELETE", `/api/users/${id}`, admin);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    expect((await api.call("GET", `/api/users/${id}`, admin)).statusCode).toBe(404);
  });

  it("does not let administrators delete themselves or take their own users::update away", async () => {
    const self = await t.services.access.findUserByEmail("demo", ADMIN_EMAIL);
    if (!self) throw new Error("no admin");
    const deletion = await api.call("DELETE", `/api/users/${self.id}`, admin);
    expect(deletion.statusCode).toBe(400);
    expect(deletion.json().errors).toEqual({ non_field_errors: [adminServerMessages.cannotDeleteSelf] });

    const demotion = await api.call("PUT", `/api/users/${self.id}`, admin, {
      name: self.name,
      emailAddress: self.emailAddress,
      roles: [analyst],
    });
    expect(demotion.statusCode).toBe(400);
    expect(demotion.json().errors.non_field_errors[0]).toContain(TAGS.usersUpdate);
    expect((await api.call("GET", `/api/users/${self.id}`, admin)).json().roles).toEqual(self.roles);

    const rename = await api.call("PUT", `/api/users/${self.id}`, admin, {
      name: "Ada the Admin",
      emailAddress: self.emailAddress,
    });
    expect(rename.statusCode).toBe(200);
  });

  it("lets nobody grant a platform tag they do not hold", async () => {
    const userManager = await api.tokenWith([TAGS.usersRead, TAGS.usersCreate, TAGS.usersUpdate]);
    const response = await api.call("POST", "/api/users?sendWelcomeEmail=false", userManager, {
      name: "Escalation",
      emailAddress: "escalation@demo.storyframe.test",
      explicitTags: { allowed: [TAGS.rolesUpdate, "board::read"], denied: [] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ explicitTags: [adminServerMessages.cannotGrant([TAGS.rolesUpdate])] });
    const allowed = await api.call("POST", "/api/users?sendWelcomeEmail=false", userManager, {
      name: "Board Member",
      emailAddress: "board@demo.storyframe.test",
      explicitTags: { allowed: ["board::read", TAGS.usersRead], denied: [] },
    });
    expect(allowed.statusCode).toBe(200);
  });

  it("needs the tag of each call", async () => {
    const reader = await api.tokenWith([TAGS.usersRead]);
    expect((await api.call("GET", "/api/users", reader)).statusCode).toBe(200);
    const create = await api.call("POST", "/api/users", reader, { name: "X", emailAddress: "x@demo.storyframe.test" });
    expect(create.statusCode).toBe(403);
    expect((await api.call("DELETE", "/api/users/whatever", reader)).statusCode).toBe(403);
    const nobody = await api.tokenWith([]);
    expect((await api.call("GET", "/api/users/verbose", nobody)).statusCode).toBe(403);
  });

  it("keeps every call inside the caller's tenant", async () => {
    await t.services.tenantService.create({ domainName: "acme", tenantName: "Acme" });
    const acmeUser = await t.services.users.create(
      systemActor("test setup", "acme"),
      { name: "Otto Other", emailAddress: "otto@acme.test" },
      { sendWelcomeEmail: false },
    );
    expect((await api.call("GET", "/api/users?DomainName=acme", admin)).statusCode).toBe(403);
    expect((await api.call("GET", `/api/users/access/acme/otto@acme.test`, admin)).statusCode).toBe(403);
    const foreignBody = await api.call("POST", "/api/users", admin, {
      name: "X",
      emailAddress: "x@acme.test",
      domainName: "acme",
    });
    expect(foreignBody.statusCode).toBe(403);
    expect((await api.call("GET", `/api/users/${acmeUser.id}`, admin)).statusCode).toBe(404);
    expect((await api.call("DELETE", `/api/users/${acmeUser.id}`, admin)).statusCode).toBe(404);
    const listed = (await api.call("GET", "/api/users", admin)).json() as UserBody[];
    expect(listed.some((user) => user.emailAddress === "otto@acme.test")).toBe(false);
  });
});
