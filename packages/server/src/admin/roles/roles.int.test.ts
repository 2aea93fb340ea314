import { adminMessages, adminServerMessages, TAGS } from "@storyframe/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_EMAIL, adminApi } from "../../test/adminApi";
import { buildTestApp, type TestApp } from "../../test/buildTestApp";
import { databaseKinds } from "../../test/testDatabase";
import { systemActor } from "../shared/actor";

type RoleBody = { id: string; name: string; description: string; isAssignable: boolean };

describe.each(databaseKinds)("roles API on %s", (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof adminApi>;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    api = adminApi(t);
    admin = await api.tokenOf(ADMIN_EMAIL);
  });
  afterAll(async () => {
    await t.close();
  });

  it("creates a role and reads it by id and by name", async () => {
    const response = await api.call("POST", "/api/roles", admin, {
      name: "Report Reader",
      description: "Reads reports.",
      explicitTags: { allowed: ["reports::read"], denied: [] },
      domainName: "demo",
    });
    expect(response.statusCode).toBe(200);
    const role = response.json() as RoleBody;
    expect(role).toMatchObject({
      name: "Report Reader",
      description: "Reads reports.",
      explicitTags: { allowed: ["reports::read"], denied: [] },
      isAssignable: true,
      domainName: "demo",
    });
    expect((await api.call("GET", `/api/roles/${role.id}`, admin)).json()).toEqual(role);
    expect((await api.call("GET", "/api/roles/demo/report%20reader", admin)).json()).toEqual(role);
    expect((await api.call("GET", "/api/roles/demo/nobody", admin)).statusCode).toBe(404);
  });

  it("lists roles sorted by name, filters by Name and pages with X-Total-Count", async () => {
    await api.createRole(admin, { name: "aardvark keeper" });
    const all = await api.call("GET", "/api/roles", admin);
    const names = (all.json() as RoleBody[]).map((role) => role.name);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(names[0]).toBe("aardvark keeper");
    expect(Number(all.headers["x-total-count"])).toBe(names.length);
    const filtered = (await api.call("GET", "/api/roles?Name=READ&orderBy=-name", admin)).json() as RoleBody[];
    expect(filtered.map((role) => role.name)).toEqual(["Report Reader"]);
    const page = await api.call("GET", "/api/roles?offset=1&limit=1", admin);
    expect((page.json() as RoleBody[]).map((role) => role.name)).toEqual([names[1]]);
  });

  it("answers lookups as value/label options with the assignable flag", async () => {
    const id = await api.createRole(admin, { name: "Hidden", isAssignable: false });
    const response = await api.call("GET", "/api/roles/lookups?domainName=demo", admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toContainEqual({ value: id, label: "Hidden", isAssignable: false });
  });

  it("requires name and description, and refuses a name in use in any case", async () => {
    const missing = await api.call("POST", "/api/roles", admin, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: "Bad Request",
      errors: { name: [adminMessages.fieldRequired], description: [adminMessages.fieldRequired] },
    });
    const taken = await api.call("POST", "/api/roles", admin, { name: "report READER", description: "Again." });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toEqual({ name: [adminServerMessages.nameTaken("role")] });
  });

  it("keeps the name fixed after creation", async () => {
    const id = await api.createRole(admin, { name: "Fixed" });
    const renamed = await api.call("PUT", `/api/roles/${id}`, admin, { name: "Changed", description: "New." });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().errors).toEqual({ name: [adminServerMessages.nameImmutable] });
    const same = await api.call("PUT", `/api/roles/${id}`, admin, {
      name: "Fixed",
      description: "New.",
      isAssignable: false,
    });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ name: "Fixed", description: "New.", isAssignable: false });
  });

  it("takes a deleted role from its users and groups in the same transaction", async () => {
    const role = await api.createRole(admin, { name: "Doomed" });
    const keep = await api.createRole(admin, { name: "Kept" });
    const user = await api.createUser(admin, {
      name: "Uma",
      emailAddress: "uma@demo.storyframe.test",
      roles: [role, keep],
    });
    const group = await api.createGroup(admin, { name: "Doomed Group", roles: [role] });
    const response = await api.call("DELETE", `/api/roles/${role}`, admin);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    expect((await api.call("GET", `/api/users/${user}`, admin)).json().roles).toEqual([keep]);
    expect((await api.call("GET", `/api/groups/${group}`, admin)).json().roles).toEqual([]);
    expect((await api.call("GET", `/api/roles/${role}`, admin)).statusCode).toBe(404);
    const [entry] = (await api.call("GET", `/api/audit?resourceId=${role}`, admin)).json();
    expect(entry).toMatchObject({
      action: "delete",
      details: { removedFromUsers: [user], removedFromGroups: [group] },
    });
  });

  it("does not let administrators change or delete the role their own rights come from", async () => {
    const administrator = (await api.call("GET", "/api/roles/demo/Administrator", admin)).json() as RoleBody & {
      explicitTags: { allowed: string[]; denied: string[] };
    };
    const weakened = await api.call("PUT", `/api/roles/${administrator.id}`, admin, {
      description: administrator.description,
      explicitTags: {
        allowed: administrator.explicitTags.allowed.filter((tag) => tag !== TAGS.rolesUpdate),
        denied: [],
      },
    });
    expect(weakened.statusCode).toBe(400);
    expect(weakened.json().errors.non_field_errors).toEqual([adminServerMessages.cannotLockOut([TAGS.rolesUpdate])]);
    const deleted = await api.call("DELETE", `/api/roles/${administrator.id}`, admin);
    expect(deleted.statusCode).toBe(400);
    expect((await api.call("GET", `/api/roles/${administrator.id}`, admin)).statusCode).toBe(200);
  });

  it("needs the tag of each call", async () => {
    const reader = await api.tokenWith([TAGS.rolesRead]);
    expect((await api.call("GET", "/api/roles", reader)).statusCode).toBe(200);
    expect((await api.call("POST", "/api/roles", reader, { name: "X", description: "Y" })).statusCode).toBe(403);
    const usersOnly = await api.tokenWith([TAGS.usersRead]);
    expect((await api.call("GET", "/api/roles/lookups", usersOnly)).statusCode).toBe(403);
  });

  it("keeps every call inside the caller's tenant", async () => {
    await t.services.tenantService.create({ domainName: "acme", tenantName: "Acme" });
    const acmeRole = await t.services.roles.create(systemActor("test setup", "acme"), {
      name: "Acme Role",
      description: "A role of another tenant.",
    });
    expect((await api.call("GET", "/api/roles/acme/Acme%20Role", admin)).statusCode).toBe(403);
    expect((await api.call("GET", "/api/roles?DomainName=acme", admin)).statusCode).toBe(403);
    expect((await api.call("GET", "/api/roles/lookups?domainName=acme", admin)).statusCode).toBe(403);
    expect((await api.call("GET", `/api/roles/${acmeRole.id}`, admin)).statusCode).toBe(404);
    expect((await api.call("PUT", `/api/roles/${acmeRole.id}`, admin, { description: "Mine now." })).statusCode).toBe(
      404,
    );
    expect((await api.call("DELETE", `/api/roles/${acmeRole.id}`, admin)).statusCode).toBe(404);
    const body = await api.call("POST", "/api/roles", admin, { name: "X", description: "Y", domainName: "acme" });
    expect(body.statusCode).toBe(403);
    const user = await api.call("POST", "/api/users", admin, {
      name: "Role Thief",
      emailAddress: "thief@demo.storyframe.test",
      roles: [acmeRole.id],
    });
    expect(user.json().errors).toEqual({ roles: [adminServerMessages.unknownRoles([acmeRole.id])] });
  });
});
