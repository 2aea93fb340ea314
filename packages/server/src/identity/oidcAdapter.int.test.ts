import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/buildTestApp";
import { databaseKinds } from "../test/testDatabase";
import { createOidcAdapter, deleteExpiredOidcPayloads } from "./oidcAdapter";

const HOUR_MS = 60 * 60 * 1000;

describe.each(databaseKinds)("pruning OpenID Connect payloads on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it("removes expired rows and keeps live and unexpiring ones", async () => {
    const { db } = t.database;
    const TwoHoursAgo = createOidcAdapter(db, () => new Date(Date.now() - 2 * HOUR_MS));
    const Now = createOidcAdapter(db);
    await new TwoHoursAgo("Session").upsert("expired-session", { accountId: "someone" }, 60);
    await new Now("Session").upsert("live-session", { accountId: "someone" }, 3600);
    await new Now("ReplayDetection").upsert("unexpiring", {}, 0);

    expect(await deleteExpiredOidcPayloads(db)).toBe(1);

    const ids = await db.selectFrom("oidc_payloads").select("id").orderBy("id").execute();
    expect(ids.map((row) => row.id)).not.toContain("expired-session");
    expect(ids.map((row) => row.id)).toEqual(expect.arrayContaining(["live-session", "unexpiring"]));
    expect(await new Now("Session").find("live-session")).toMatchObject({ accountId: "someone" });
  });
});
