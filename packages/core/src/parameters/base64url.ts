import { utf8Decode, utf8Encode, webRuntime } from "./webRuntime";

const CHUNK = 0x8000;

/** Unpadded base64url (RFC 4648 §5) of the UTF-8 encoding of the text. */
export function encodeBase64UrlText(text: string): string {
  const bytes = utf8Encode(text);
  let binary = "";
  for (let at = 0; at < bytes.length; at += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(at, at + CHUNK));
  }
  return webRuntime.btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

const BASE64URL = /^[A-Za-z0-9_-]*={0,2}$/;

/**
 * The text whose UTF-8 encoding the base64url value carries; padding is optional. Throws a TypeError
 * for characters outside the base64url alphabet, an impossible length or malformed UTF-8.
 */
export function decodeBase64UrlText(encoded: string): string {
  const unpadded = encoded.replace(/=+$/, "");
  if (!BASE64URL.test(encoded) || unpadded.length % 4 === 1 || (encoded !== unpadded && encoded.length % 4 !== 0)) {
    throw new TypeError("not base64url");
  }
  const base64 = unpadded
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(unpadded.length / 4) * 4, "=");
  const binary = webRuntime.atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return utf8Decode(bytes);
}
