import { hash, verify } from "@node-rs/argon2";

// Algorithm.Argon2id of @node-rs/argon2 (a const enum, which isolated modules cannot import).
const ARGON2ID = 2;

/** Minimum password length for local accounts. */
const PASSWORD_MIN_LENGTH = 10;

/** argon2id with the library's defaults (OWASP-level memory and time costs). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A fixed hash verified when no account matches, so a missing e-mail takes as long as a wrong password. */
let decoyHash: Promise<string> | undefined;
export function verifyAgainstDecoy(password: string): Promise<boolean> {
  decoyHash ??= hashPassword("decoy password that matches nothing");
  return decoyHash.then((decoy) => verifyPassword(decoy, password)).then(() => false);
}

/** Why a new password is refused, or null. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > 200) return "Use at most 200 characters.";
  return null;
}
