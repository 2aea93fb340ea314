import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/buildTestApp";
import { databaseKinds } from "../test/testDatabase";
import { loadOrCreateSigningKeys } from "./signingKeys";

describe.each(databaseKinds)("the identity provider's first signing key on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it("is one key for instances that start together on an empty database", async () => {
    const { db } = t.database;
    await db.deleteFrom("signing_keys").execute();

    const starts = await Promise.all(Array.from({ length: 4 }, () => loadOrCreateSigningKeys(db)));

    const stored = await db.selectFrom("signing_keys").select("kid").execute();
    expect(stored).toHaveLength(1);
    for (const keys of starts) {
      expect(keys.publicJwks).toHaveLength(1);
      expect(keys.publicJwks[0]).toEqual(starts[0]?.publicJwks[0]);
      expect(keys.publicJwks[0]).not.toHaveProperty("d");
    }
  });
});
