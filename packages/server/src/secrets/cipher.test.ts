import { randomBytes } from "node:crypto";
import { inspect } from "node:util";
import { describe, expect, it } from "vitest";
import { openSecret, type SealedSecret, SecretUnreadableError, sealSecret } from "./cipher";
import { decodeMasterKey, MasterKey } from "./masterKey";

const key = new MasterKey(randomBytes(32));
const otherKey = new MasterKey(randomBytes(32));
const CONTEXT = JSON.stringify(["storyframe tenant secret", "demo", "speech-api-key"]);
const VALUE = "AIzaSy-speech-key-7f3a9c";

function failureOf(open: () => unknown): unknown {
  try {
    open();
  } catch (error) {
    return error;
  }
  throw new Error("expected a failure");
}

/** Flips one bit of a base64 part, as a change in the database would. */
function flipped(base64: string): string {
  const bytes = Buffer.from(base64, "base64");
  bytes[0] = (bytes[0] ?? 0) ^ 1;
  return bytes.toString("base64");
}

describe("sealSecret and openSecret", () => {
  it("open what they sealed", () => {
    expect(openSecret(key, sealSecret(key, VALUE, CONTEXT), CONTEXT)).toBe(VALUE);
    expect(openSecret(key, sealSecret(key, "ключ 🔑", CONTEXT), CONTEXT)).toBe("ключ 🔑");
  });

  it("seal with AES-256-GCM under the key's id, keeping nothing of the value readable", () => {
    const sealed = sealSecret(key, VALUE, CONTEXT);
    expect(sealed).toMatchObject({ keyId: key.id, algorithm: "aes-256-gcm" });
    expect(Buffer.from(sealed.nonce, "base64")).toHaveLength(12);
    expect(Buffer.from(sealed.authTag, "base64")).toHaveLength(16);
    expect(JSON.stringify(sealed)).not.toContain(VALUE);
    expect(Buffer.from(sealed.ciphertext, "base64").toString("utf8")).not.toContain(VALUE);
  });

  it("use a fresh nonce each time, so the same value never seals the same way twice", () => {
    const first = sealSecret(key, VALUE, CONTEXT);
    const second = sealSecret(key, VALUE, CONTEXT);
    expect(second.nonce).not.toBe(first.nonce);
    expect(second.ciphertext).not.toBe(first.ciphertext);
  });

  it.each([
    ["ciphertext", (s: SealedSecret) => ({ ...s, ciphertext: flipped(s.ciphertext) })],
    ["authentication tag", (s: SealedSecret) => ({ ...s, authTag: flipped(s.authTag) })],
    ["nonce", (s: SealedSecret) => ({ ...s, nonce: flipped(s.nonce) })],
    ["algorithm", (s: SealedSecret) => ({ ...s, algorithm: "aes-256-cbc" })],
    [
      "truncated tag",
      (s: SealedSecret) => ({ ...s, authTag: Buffer.from(s.authTag, "base64").subarray(0, 4).toString("base64") }),
    ],
  ])("detect a changed %s", (_part, change) => {
    const error = failureOf(() => openSecret(key, change(sealSecret(key, VALUE, CONTEXT)), CONTEXT));
    expect(error).toBeInstanceOf(SecretUnreadableError);
    expect(error).toMatchObject({ reason: "tampered" });
  });

  it("refuse a value sealed for another tenant or another secret", () => {
    const sealed = sealSecret(key, VALUE, CONTEXT);
    const otherTenant = JSON.stringify(["storyframe tenant secret", "acme", "speech-api-key"]);
    expect(failureOf(() => openSecret(key, sealed, otherTenant))).toMatchObject({ reason: "tampered" });
  });

  it("refuse to open with another key, naming that reason", () => {
    const error = failureOf(() => openSecret(otherKey, sealSecret(key, VALUE, CONTEXT), CONTEXT));
    expect(error).toBeInstanceOf(SecretUnreadableError);
    expect(error).toMatchObject({ reason: "other-key" });
  });

  it("fail the integrity check when another key is tried under the sealing key's id", () => {
    const sealed = sealSecret(key, VALUE, CONTEXT);
    const error = failureOf(() => openSecret(otherKey, { ...sealed, keyId: otherKey.id }, CONTEXT));
    expect(error).toMatchObject({ reason: "tampered" });
  });

  it("never quote the value in a failure", () => {
    const error = failureOf(() => openSecret(otherKey, sealSecret(key, VALUE, CONTEXT), CONTEXT));
    expect(String(error)).not.toContain(VALUE);
    expect(JSON.stringify(error)).not.toContain(VALUE);
  });
});

describe("decodeMasterKey", () => {
  const bytes = randomBytes(32);

  it("reads 32 bytes written as 64 hex digits or as base64, standard or URL-safe", () => {
    const id = new MasterKey(bytes).id;
    expect(decodeMasterKey(bytes.toString("hex"))?.id).toBe(id);
    expect(decodeMasterKey(bytes.toString("hex").toUpperCase())?.id).toBe(id);
    expect(decodeMasterKey(bytes.toString("base64"))?.id).toBe(id);
    expect(decodeMasterKey(bytes.toString("base64url"))?.id).toBe(id);
    expect(decodeMasterKey(` ${bytes.toString("base64")}\n`)?.id).toBe(id);
  });

  it("refuses other lengths and anything that is not hex or base64", () => {
    expect(decodeMasterKey(randomBytes(16).toString("base64"))).toBeUndefined();
    expect(decodeMasterKey(randomBytes(33).toString("hex"))).toBeUndefined();
    expect(decodeMasterKey("correct horse battery staple")).toBeUndefined();
    expect(decodeMasterKey("")).toBeUndefined();
  });
});

describe("MasterKey", () => {
  it("has an id that tells keys apart and says nothing of the bytes", () => {
    const bytes = randomBytes(32);
    expect(new MasterKey(bytes).id).toBe(new MasterKey(Buffer.from(bytes)).id);
    expect(new MasterKey(bytes).id).not.toBe(new MasterKey(randomBytes(32)).id);
    expect(new MasterKey(bytes).id).toMatch(/^[0-9a-f]{16}$/);
    expect(bytes.toString("hex")).not.toContain(new MasterKey(bytes).id);
  });

  it("shows only its id when printed or serialised", () => {
    const bytes = randomBytes(32);
    const masterKey = new MasterKey(bytes);
    for (const shown of [JSON.stringify({ masterKey }), inspect({ masterKey }, { depth: 5, showHidden: true })]) {
      expect(shown).toContain(masterKey.id);
      expect(shown).not.toContain(bytes.toString("hex"));
      expect(shown).not.toContain(bytes.toString("base64"));
    }
  });
});
