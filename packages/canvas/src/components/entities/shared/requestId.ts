/**
 * A unique id for each operation or submission a component passes on, so the same payload twice is two
 * requests (parameters ignore a value equal to the current one) and a retried request is stored once.
 * Built from getRandomValues, which, unlike randomUUID, also works on pages served without HTTPS.
 */
export function newRequestId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
