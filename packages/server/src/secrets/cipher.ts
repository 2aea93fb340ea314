import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import type { MasterKey } from "./masterKey";

const SECRET_ALGORITHM = "aes-256-gcm";
/** 96-bit nonces, as GCM recommends; a fresh random one per encryption. */
const NONCE_BYTES = 12;
const AUTH_TAG_BYTES = 16;

/** A secret as it is stored: the key's id, the algorithm and base64 parts; nothing here reveals the value. */
export type SealedSecret = {
  keyId: string;
  algorithm: string;
  nonce: string;
  ciphertext: string;
  authTag: string;
};

/** The sealed secret cannot be opened: another key sealed it, or it was changed after sealing. */
export class SecretUnreadableError extends Error {
  override readonly name = "SecretUnreadableError";
  constructor(readonly reason: "other-key" | "tampered") {
    super(
      reason === "other-key"
        ? "The secret was encrypted with another STORYFRAME_SECRETS_KEY."
        : "The secret failed its integrity check: it was changed after it was encrypted.",
    );
  }
}

/**
 * Encrypts `value` with AES-256-GCM. `context` (which tenant, which secret) is
 * authenticated but not stored in the ciphertext: a sealed value copied to
 * another tenant's or another secret's row fails to open.
 */
export function sealSecret(key: MasterKey, value: string, context: string): SealedSecret {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv(SECRET_ALGORITHM, key.bytes(), nonce, { authTagLength: AUTH_TAG_BYTES });
  cipher.setAAD(Buffer.from(context, "utf8"));
  const ciphertext = Buffer.concat([cipher.update(value, "utf8"), cipher.final()]);
  return {
    keyId: key.id,
    algorithm: SECRET_ALGORITHM,
    nonce: nonce.toString("base64"),
    ciphertext: ciphertext.toString("base64"),
    authTag: cipher.getAuthTag().toString("base64"),
  };
}

/** Decrypts a sealed secret; throws `SecretUnreadableError` for another key or any change to its parts. */
export function openSecret(key: MasterKey, sealed: SealedSecret, context: string): string {
  if (sealed.keyId !== key.id) throw new SecretUnreadableError("other-key");
  const nonce = Buffer.from(sealed.nonce, "base64");
  const authTag = Buffer.from(sealed.authTag, "base64");
  if (sealed.algorithm !== SECRET_ALGORITHM || nonce.length !== NONCE_BYTES || authTag.length !== AUTH_TAG_BYTES) {
    throw new SecretUnreadableError("tampered");
  }
  try {
    const decipher = createDecipheriv(SECRET_ALGORITHM, key.bytes(), nonce, { authTagLength: AUTH_TAG_BYTES });
    decipher.setAAD(Buffer.from(context, "utf8"));
    decipher.setAuthTag(authTag);
    return Buffer.concat([decipher.update(Buffer.from(sealed.ciphertext, "base64")), decipher.final()]).toString(
      "utf8",
    );
  } catch {
    throw new SecretUnreadableError("tampered");
  }
}
