import { createHash } from "node:crypto";
import { inspect } from "node:util";

/** AES-256 takes a 32-byte key. */
const MASTER_KEY_BYTES = 32;

/** What `STORYFRAME_SECRETS_KEY` must hold, for the configuration's error message. */
export const MASTER_KEY_FORMAT = "must be 32 bytes written as 64 hex digits or in base64 (openssl rand -base64 32)";

/**
 * The key that encrypts tenant secrets, from `STORYFRAME_SECRETS_KEY`. The
 * bytes sit in a private field, so printing or serialising the configuration
 * never shows them. `id` is a fingerprint stored beside each secret: it tells
 * which key sealed it, so the key can be rotated later without guessing.
 */
export class MasterKey {
  readonly id: string;
  readonly #bytes: Buffer;

  constructor(bytes: Buffer) {
    if (bytes.length !== MASTER_KEY_BYTES) throw new Error(`A master key has ${MASTER_KEY_BYTES} bytes.`);
    this.#bytes = Buffer.from(bytes);
    this.id = createHash("sha256")
      .update("storyframe tenant secrets key id\0")
      .update(bytes)
      .digest("hex")
      .slice(0, 16);
  }

  /** The key bytes, for the cipher only. */
  bytes(): Buffer {
    return this.#bytes;
  }

  toJSON(): string {
    return `[master key ${this.id}]`;
  }

  [inspect.custom](): string {
    return this.toJSON();
  }
}

/** Reads 64 hex digits or base64 (standard or URL-safe) of exactly 32 bytes; anything else is undefined. */
export function decodeMasterKey(text: string): MasterKey | undefined {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return new MasterKey(Buffer.from(trimmed, "hex"));
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) return undefined;
  const bytes = Buffer.from(trimmed, "base64");
  return bytes.length === MASTER_KEY_BYTES ? new MasterKey(bytes) : undefined;
}
