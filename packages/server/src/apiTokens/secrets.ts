import { createHash, randomBytes } from "node:crypto";
import { API_TOKEN_PREFIXES } from "@storyframe/core";

/** Characters of a secret kept in clear beside its hash, so a holder recognises it in a list. */
const VISIBLE_START = 12;

export type MintedSecret = { token: string; hash: string; start: string };

/** A new secret: the prefix and 256 random bits (base64url), its SHA-256 and its first characters. */
export function mintSecret(prefix: string): MintedSecret {
  const token = `${prefix}${randomBytes(32).toString("base64url")}`;
  return { token, hash: hashSecret(token), start: token.slice(0, VISIBLE_START) };
}

/**
 * SHA-256 suits these secrets: 256 random bits cannot be guessed, so a slow
 * password hash would only slow every request without protecting anything.
 */
export function hashSecret(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** Whether a bearer token is one of ours rather than a signed access token. */
export function isApiTokenSecret(token: string): boolean {
  return Object.values(API_TOKEN_PREFIXES).some((prefix) => token.startsWith(prefix));
}
