import { TAGS } from "@storyframe/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_EMAIL, adminApi } from "../../test/adminApi";
import { buildTestApp, type TestApp } from "../../test/buildTestApp";
import { databaseKinds } from "../../test/testDatabase";
import { DEMO_ACCOUNTS } from "../seedDemoAccounts";
import { SYSTEM_ACTOR_NAMES } from "../shared/actor";

/** The demo seed creates a role and a user for each demo account, through the audited services. */
const SEEDED_ENTRIES = DEMO_ACCOUNTS.length * 2;

type Entry = {
  action: string;
  resourceType: string;
  resourceId: string;
  resourceName: string;
  actor: { id: string | null; name: string; emailAddress: string | null };
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

describe.each(databaseKinds)("admin audit log on %s", (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof adminApi>;
  let admin: string;
  let userId: string;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    api = adminApi(t);
    admin = await api.tokenOf(ADMIN_EMAIL);
    const role = await api.createRole(admin, { name: "Audited Role" });
    userId = await api.createUser(admin, { name: "Audrey", emailAddress: "audrey@demo.storyframe.test" });
    await api.call("PUT", `/api/users/${userId}`, admin, {
      name: "Audrey Audit",
      emailAddress: "audrey@demo.storyframe.test",
      roles: [role],
    });
    await api.call("DELETE", `/api/users/${userId}`, admin);
  });
  afterAll(async () => {
    await t.close();
  });

  it("records who changed what, when, with the user before and after", async () => {
    const response = await api.call("GET", `/api/audit?resourceId=${userId}`, admin);
    expect(response.statusCode).toBe(200);
    const entries = response.json() as Entry[];
    expect(entries.map((entry) => entry.action)).toEqual(["delete", "update", "create"]);
    const admin_ = await t.services.access.findUserByEmail("demo", ADMIN_EMAIL);
    expect(entries[0]?.actor).toEqual({ id: admin_?.id, name: "Ada Admin", emailAddress: ADMIN_EMAIL });
    expect(entries[2]).toMatchObject({ before: null, after: { name: "Audrey" } });
    expect(entries[1]).toMatchObject({ before: { name: "Audrey", roles: [] }, after: { name: "Audrey Audit" } });
    expect(entries[0]).toMatchObject({ before: { name: "Audrey Audit" }, after: null });
    expect(new Date((entries[0] as unknown as { occurredAt: string }).occurredAt).getTime()).toBeGreaterThan(0);
  });

  it("pages newest first with X-Total-Count", async () => {
    const all = await api.call("GET", "/api/audit", admin);
    const total = Number(all.headers["x-total-count"]);
    expect(total).toBe(SEEDED_ENTRIES + 4);
    const page = await api.call("GET", "/api/audit?offset=1&limit=2", admin);
    expect(page.json()).toEqual((all.json() as Entry[]).slice(1, 3));
    const bad = await api.call("GET", "/api/audit?limit=0", admin);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(["limit"]);
  });

  it("needs users::read, and shows role and group entries only to holders of their read tags", async () => {
    const usersOnly = await api.tokenWith([TAGS.usersRead]);
    const seen = (await api.call("GET", "/api/audit", usersOnly)).json() as Entry[];
    expect(seen.map((entry) => entry.resourceType)).toEqual(Array(3 + DEMO_ACCOUNTS.length).fill("user"));
    const withRoles = await api.tokenWith([TAGS.usersRead, TAGS.rolesRead]);
    expect(((await api.call("GET", "/api/audit", withRoles)).json() as Entry[]).length).toBe(SEEDED_ENTRIES + 4);
    const rolesOnly = await api.tokenWith([TAGS.rolesRead]);
    expect((await api.call("GET", "/api/audit", rolesOnly)).statusCode).toBe(403);
  });

  it("names the demo seed as the actor that created the demo tenant's roles and accounts", async () => {
    const entries = (await api.call("GET", "/api/audit", admin)).json() as Entry[];
    const seeded = entries.slice(-SEEDED_ENTRIES);
    expect(seeded.every((entry) => entry.action === "create")).toBe(true);
    expect(seeded.map((entry) => entry.actor)).toEqual(
      Array(SEEDED_ENTRIES).fill({ id: null, name: SYSTEM_ACTOR_NAMES.demoSeed, emailAddress: null }),
    );
    expect(seeded.filter((entry) => entry.resourceType === "user").map((entry) => entry.resourceName)).toEqual(
      expect.arrayContaining(DEMO_ACCOUNTS.map((account) => account.name)),
    );
  });

  it("writes nothing for a refused change", async () => {
    const before = Number((await api.call("GET", "/api/audit", admin)).headers["x-total-count"]);
    await api.call("POST", "/api/roles", admin, { name: "audited role", description: "Duplicate." });
    const after = Number((await api.call("GET", "/api/audit", admin)).headers["x-total-count"]);
    expect(after).toBe(before);
  });
});
