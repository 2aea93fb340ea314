import { createHash, randomBytes } from "node:crypto";
import { SHARE_LINK_PREFIX } from "@storyframe/core";

/** Whether a bearer token is a share link's secret (the other bearer tokens are not share links' business). */
export function isShareLinkSecret(token: string): boolean {
  return token.startsWith(SHARE_LINK_PREFIX);
}

/** A new secret: the prefix and 256 random bits, so it can neither be guessed nor enumerated. */
export function newShareLinkSecret(): string {
  return `${SHARE_LINK_PREFIX}${randomBytes(32).toString("base64url")}`;
}

/** The secret's SHA-256, the only form of it the database holds. */
export function hashOfShareLinkSecret(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}
