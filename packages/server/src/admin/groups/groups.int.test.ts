import { adminMessages, adminServerMessages, TAGS } from "@storyframe/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_EMAIL, adminApi } from "../../test/adminApi";
import { buildTestApp, type TestApp } from "../../test/buildTestApp";
import { databaseKinds } from "../../test/testDatabase";

type GroupBody = { id: string; name: string; roles: string[] };

describe.each(databaseKinds)("groups API on %s", (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof adminApi>;
  let admin: string;
  let analyst: string;
  let hidden: string;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    api = adminApi(t);
    admin = await api.tokenOf(ADMIN_EMAIL);
    analyst = await api.createRole(admin, { name: "Analyst" });
    hidden = await api.createRole(admin, { name: "Hidden", isAssignable: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it("creates a group with roles (assignable or not) and reads it by id and by name", async () => {
    const response = await api.call("POST", "/api/groups", admin, {
      name: "Finance",
      description: "The finance team.",
      roles: [analyst, hidden],
      userMetadata: [{ key: "region", value: "EMEA" }],
    });
    expect(response.statusCode).toBe(200);
    const group = response.json() as GroupBody;
    expect(group).toMatchObject({
      name: "Finance",
      description: "The finance team.",
      userMetadata: [{ key: "region", value: "EMEA" }],
      explicitTags: { allowed: [], denied: [] },
      domainName: "demo",
    });
    expect([...group.roles].sort()).toEqual([analyst, hidden].sort());
    expect((await api.call("GET", `/api/groups/${group.id}`, admin)).json()).toEqual(group);
    expect((await api.call("GET", "/api/groups/demo/FINANCE", admin)).json()).toEqual(group);
  });

  it("lists groups sorted by name with Name, paging, and lookups", async () => {
    await api.createGroup(admin, { name: "accounts" });
    await api.createGroup(admin, { name: "Zeta" });
    const all = await api.call("GET", "/api/groups", admin);
    expect((all.json() as GroupBody[]).map((g) => g.name)).toEqual(["accounts", "Finance", "Zeta"]);
    expect(all.headers["x-total-count"]).toBe("3");
    expect((await api.call("GET", "/api/groups?Name=et", admin)).json().map((g: GroupBody) => g.name)).toEqual([
      "Zeta",
    ]);
    const lookups = await api.call("GET", "/api/groups/lookups", admin);
    expect(lookups.json().map((option: { label: string }) => option.label)).toEqual(["accounts", "Finance", "Zeta"]);
  });

  it("answers 400 on the fields: required, duplicate name, unknown role, renaming", async () => {
    const missing = await api.call("POST", "/api/groups", admin, { name: "" });
    expect(missing.json()).toMatchObject({
      message: "Bad Request",
      errors: { name: [adminMessages.fieldRequired], description: [adminMessages.fieldRequired] },
    });
    const taken = await api.call("POST", "/api/groups", admin, { name: "finance", description: "Again." });
    expect(taken.json().errors).toEqual({ name: [adminServerMessages.nameTaken("group")] });
    const unknown = await api.call("POST", "/api/groups", admin, {
      name: "New",
      description: "New.",
      roles: ["nope"],
    });
    expect(unknown.json().errors).toEqual({ roles: [adminServerMessages.unknownRoles(["nope"])] });
    const id = await api.createGroup(admin, { name: "Named" });
    const renamed = await api.call("PUT", `/api/groups/${id}`, admin, { name: "Renamed", description: "D." });
    expect(renamed.json().errors).toEqual({ name: [adminServerMessages.nameImmutable] });
  });

  it("updates roles and description, keeping what is not sent", async () => {
    const id = await api.createGroup(admin, { name: "Ops", userMetadata: [{ key: "site", value: "North" }] });
    const response = await api.call("PUT", `/api/groups/${id}`, admin, {
      description: "Operations.",
      roles: [analyst],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: "Ops",
      description: "Operations.",
      roles: [analyst],
      userMetadata: [{ key: "site", value: "North" }],
    });
  });

  it("takes every user out of a deleted group in the same transaction", async () => {
    const group = await api.createGroup(admin, { name: "Temporary" });
    const user = await api.createUser(admin, {
      name: "Tim",
      emailAddress: "tim@demo.storyframe.test",
      groups: [group],
    });
    const response = await api.call("DELETE", `/api/groups/${group}`, admin);
    expect(response.statusCode).toBe(204);
    expect((await api.call("GET", `/api/users/${user}`, admin)).json().groups).toEqual([]);
    const [entry] = (await api.call("GET", `/api/audit?resourceType=group&resourceId=${group}`, admin)).json();
    expect(entry).toMatchObject({ action: "delete", details: { removedFromUsers: [user] } });
  });

  it("does not let administrators delete the group their rights come from", async () => {
    const roleId = (await api.call("GET", "/api/roles/demo/Administrator", admin)).json().id as string;
    const group = await api.createGroup(admin, { name: "Admins", roles: [roleId] });
    const self = await t.services.access.findUserByEmail("demo", ADMIN_EMAIL);
    if (!self) throw new Error("no admin");
    // Rights through the group only: the Administrator role itself is taken off the user first.
    const viaGroup = await api.call("PUT", `/api/users/${self.id}`, admin, {
      name: self.name,
      emailAddress: self.emailAddress,
      roles: [],
      groups: [group],
    });
    expect(viaGroup.statusCode).toBe(200);
    // Changing their own access refused the administrator's token (decision 062): they sign in again.
    expect((await api.call("GET", "/api/groups", admin)).statusCode).toBe(401);
    admin = await api.tokenOf(ADMIN_EMAIL);
    const deleted = await api.call("DELETE", `/api/groups/${group}`, admin);
    expect(deleted.statusCode).toBe(400);
    expect(deleted.json().errors.non_field_errors[0]).toContain(TAGS.usersUpdate);
    await api.call("PUT", `/api/users/${self.id}`, admin, {
      name: self.name,
      emailAddress: self.emailAddress,
      roles: [roleId],
      groups: [],
    });
    admin = await api.tokenOf(ADMIN_EMAIL);
  });

  it("needs the tag of each call and stays in the caller's tenant", async () => {
    const reader = await api.tokenWith([TAGS.groupsRead]);
    expect((await api.call("GET", "/api/groups", reader)).statusCode).toBe(200);
    expect((await api.call("DELETE", "/api/groups/x", reader)).statusCode).toBe(403);
    expect((await api.call("GET", "/api/groups/acme/Finance", admin)).statusCode).toBe(403);
    expect((await api.call("GET", "/api/groups/lookups?domainName=acme", admin)).statusCode).toBe(403);
    const foreign = await api.call("POST", "/api/groups", admin, { name: "X", description: "Y", domainName: "acme" });
    expect(foreign.statusCode).toBe(403);
  });
});
