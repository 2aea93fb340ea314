import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError } from "../config";
import { InvalidError } from "../shared/domainErrors";
import { buildTestApp, type TestApp } from "../test/buildTestApp";
import { databaseKinds } from "../test/testDatabase";
import { SecretUnreadableError } from "./cipher";
import { MasterKey } from "./masterKey";
import { TenantSecretRepository } from "./repository";
import { MasterKeyMissingError, TenantSecrets } from "./service";

const MASTER_KEY = randomBytes(32);
const DEMO_KEY = "demo-speech-key-4b1d";
const ACME_KEY = "acme-speech-key-9e2c";

describe.each(databaseKinds)("tenant secret store on %s", (kind) => {
  let t: TestApp;
  /** The same database seen by another process with another (or no) master key. */
  const storeWith = (key: MasterKey | undefined) =>
    new TenantSecrets(new TenantSecretRepository(t.database.db), key, 0);

  beforeAll(async () => {
    t = await buildTestApp(kind, { STORYFRAME_SECRETS_KEY: MASTER_KEY.toString("base64") });
    const created = await t.services.tenantService.create({
      domainName: "acme",
      tenantName: "Acme",
      hostnames: ["acme.test"],
    });
    expect(created).toEqual({ ok: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it("stores a secret sealed under the master key's id and reads it back", async () => {
    const secrets = t.services.tenantSecrets;
    const entry = await secrets.set("demo", "speech-api-key", DEMO_KEY);
    expect(entry).toMatchObject({ name: "speech-api-key", keyId: new MasterKey(MASTER_KEY).id });
    expect(await secrets.get("demo", "speech-api-key")).toBe(DEMO_KEY);
    expect(await secrets.state("demo", "speech-api-key")).toBe("set");
  });

  it("keeps only the sealed value in the database", async () => {
    await t.services.tenantSecrets.set("demo", "speech-api-key", DEMO_KEY);
    const rows = await t.database.db
      .selectFrom("tenant_secrets")
      .selectAll()
      .where("domain_name", "=", "demo")
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "speech-api-key",
      key_id: new MasterKey(MASTER_KEY).id,
      algorithm: "aes-256-gcm",
    });
    expect(JSON.stringify(rows)).not.toContain(DEMO_KEY);
    expect(JSON.stringify(rows)).not.toContain(Buffer.from(DEMO_KEY).toString("base64"));
  });

  it("keeps each tenant's secret to that tenant", async () => {
    const secrets = t.services.tenantSecrets;
    await secrets.set("demo", "speech-api-key", DEMO_KEY);
    expect(await secrets.get("acme", "speech-api-key")).toBeUndefined();
    expect(await secrets.state("acme", "speech-api-key")).toBe("absent");
    expect(await secrets.list("acme")).toEqual([]);

    await secrets.set("acme", "speech-api-key", ACME_KEY);
    expect(await secrets.get("acme", "speech-api-key")).toBe(ACME_KEY);
    expect(await secrets.get("demo", "speech-api-key")).toBe(DEMO_KEY);
  });

  it("refuses a sealed value copied into another tenant's row", async () => {
    const secrets = t.services.tenantSecrets;
    await secrets.set("demo", "speech-api-key", DEMO_KEY);
    await secrets.set("acme", "speech-api-key", ACME_KEY);
    const demoRow = await t.database.db
      .selectFrom("tenant_secrets")
      .select(["nonce", "ciphertext", "auth_tag"])
      .where("domain_name", "=", "demo")
      .executeTakeFirstOrThrow();
    await t.database.db.updateTable("tenant_secrets").set(demoRow).where("domain_name", "=", "acme").execute();
    await expect(storeWith(new MasterKey(MASTER_KEY)).get("acme", "speech-api-key")).rejects.toMatchObject({
      reason: "tampered",
    });
    await secrets.set("acme", "speech-api-key", ACME_KEY);
  });

  it("replaces a secret, lists it without its value, and removes it", async () => {
    const secrets = t.services.tenantSecrets;
    await secrets.set("acme", "speech-api-key", "first-value");
    await secrets.set("acme", "speech-api-key", "second-value");
    expect(await secrets.get("acme", "speech-api-key")).toBe("second-value");
    const listed = await secrets.list("acme");
    expect(listed).toEqual([
      { name: "speech-api-key", keyId: new MasterKey(MASTER_KEY).id, updatedAt: expect.any(String) },
    ]);
    expect(JSON.stringify(listed)).not.toContain("second-value");

    expect(await secrets.remove("acme", "speech-api-key")).toBe(true);
    expect(await secrets.remove("acme", "speech-api-key")).toBe(false);
    expect(await secrets.get("acme", "speech-api-key")).toBeUndefined();
    await secrets.set("acme", "speech-api-key", ACME_KEY);
  });

  it("refuses an empty value, a value of several lines and unknown names, naming the field", async () => {
    const secrets = t.services.tenantSecrets;
    await expect(secrets.set("demo", "speech-api-key", " \n")).rejects.toBeInstanceOf(InvalidError);
    await expect(secrets.set("demo", "speech-api-key", "one\ntwo")).rejects.toMatchObject({
      fieldErrors: { value: ["must be one line without control characters"] },
    });
    await expect(secrets.set("demo", "map-key" as "speech-api-key", "x")).rejects.toMatchObject({
      fieldErrors: { name: ["must be one of speech-api-key"] },
    });
    expect(await secrets.get("demo", "speech-api-key")).toBe(DEMO_KEY);
  });

  it("trims what a pipe adds around a value", async () => {
    await t.services.tenantSecrets.set("demo", "speech-api-key", `${DEMO_KEY}\n`);
    expect(await t.services.tenantSecrets.get("demo", "speech-api-key")).toBe(DEMO_KEY);
  });

  it("cannot store or read secrets without a master key, and says which variable to set", async () => {
    const keyless = storeWith(undefined);
    await expect(keyless.set("demo", "speech-api-key", DEMO_KEY)).rejects.toBeInstanceOf(MasterKeyMissingError);
    await expect(keyless.get("demo", "speech-api-key")).rejects.toThrow("STORYFRAME_SECRETS_KEY is not set");
    expect(await keyless.state("demo", "speech-api-key")).toBe("unreadable");
    expect(() => keyless.assertCanSeal()).toThrow(MasterKeyMissingError);
  });

  it("cannot read secrets sealed with another master key", async () => {
    const other = storeWith(new MasterKey(randomBytes(32)));
    await expect(other.get("demo", "speech-api-key")).rejects.toBeInstanceOf(SecretUnreadableError);
    await expect(other.get("demo", "speech-api-key")).rejects.toMatchObject({ reason: "other-key" });
    expect(await other.state("demo", "speech-api-key")).toBe("unreadable");
  });

  it("lets the server start only when the configured key opens every stored secret", async () => {
    await expect(t.services.tenantSecrets.assertReadable()).resolves.toBeUndefined();

    await expect(storeWith(undefined).assertReadable()).rejects.toBeInstanceOf(ConfigError);
    await expect(storeWith(undefined).assertReadable()).rejects.toThrow(
      "The tenant secret store holds 2 secret(s), but STORYFRAME_SECRETS_KEY is not set.",
    );
    const otherKey = new MasterKey(randomBytes(32));
    await expect(storeWith(otherKey).assertReadable()).rejects.toThrow(
      `Tenant secrets were encrypted with another STORYFRAME_SECRETS_KEY (2 with key id ${new MasterKey(MASTER_KEY).id}; the configured key has id ${otherKey.id})`,
    );
  });

  it("lets a server without a key start while the store is empty", async () => {
    const empty = await buildTestApp(kind);
    try {
      await expect(empty.services.tenantSecrets.assertReadable()).resolves.toBeUndefined();
    } finally {
      await empty.close();
    }
  });

  it("removes a tenant's secrets with the tenant", async () => {
    await t.services.tenantService.create({ domainName: "brief", tenantName: "Brief Co", hostnames: [] });
    await t.services.tenantSecrets.set("brief", "speech-api-key", "brief-key");
    await t.database.db.deleteFrom("tenant_hostnames").where("domain_name", "=", "brief").execute();
    await t.database.db.deleteFrom("tenants").where("domain_name", "=", "brief").execute();
    const left = await t.database.db
      .selectFrom("tenant_secrets")
      .select("name")
      .where("domain_name", "=", "brief")
      .execute();
    expect(left).toEqual([]);
  });
});
