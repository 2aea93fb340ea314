import { messages } from "@storyframe/core";
import { ApiError } from "./apiError";
import { describeResponse } from "./describeResponse";
import type { ErrorInfo } from "./errorInfo";
import { fetchJson } from "./fetchJson";
import { SESSION_PATH } from "./sessionPath";

/** Who is using the app, as the server sees it (`GET /api/session`). */
export interface Session {
  name: string;
  picture: string | null;
  roles: string[];
  effectiveTags: string[];
  isDeveloper: boolean;
  /** True for the visitor of a tenant that allows anonymous use: no roles, no tags. */
  anonymous: boolean;
  /** The user's id; null for the anonymous visitor (and from servers that do not send it). */
  userId: string | null;
  /** The user's e-mail address; null for the anonymous visitor. */
  email: string | null;
}

function optionalString(value: unknown): string | null | undefined {
  if (value === undefined || value === null) return null;
  return typeof value === "string" ? value : undefined;
}

/** The server answered, but not with a session the SPA understands. */
export class MalformedSessionError extends Error {
  constructor() {
    super("The session received from the Core API is not in the expected format.");
    this.name = "MalformedSessionError";
  }
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === "string");
}

/** The session in `body`, or null when `body` is not one. */
export function parseSession(body: unknown): Session | null {
  if (typeof body !== "object" || body === null) return null;
  const { name, picture, roles, effectiveTags, isDeveloper, anonymous, userId, email } = body as Record<
    string,
    unknown
  >;
  if (typeof name !== "string") return null;
  if (picture !== null && typeof picture !== "string") return null;
  if (!isStringArray(roles) || !isStringArray(effectiveTags)) return null;
  if (typeof isDeveloper !== "boolean" || typeof anonymous !== "boolean") return null;
  const id = optionalString(userId);
  const address = optionalString(email);
  if (id === undefined || address === undefined) return null;
  return {
    name,
    picture,
    roles: [...roles],
    effectiveTags: [...effectiveTags],
    isDeveloper,
    anonymous,
    userId: id,
    email: address,
  };
}

/**
 * Loads the session of the signed-in user, or of the anonymous visitor. The access token, when there is one,
 * is added by `fetchJson`, which takes the answer the page's boot script asked for when there is one.
 */
export async function loadSession(signal?: AbortSignal): Promise<Session> {
  const session = parseSession(await fetchJson(SESSION_PATH, { timeout: true, signal }));
  if (!session) throw new MalformedSessionError();
  return session;
}

/** What ends a failed session load: loading it again, or signing in again (the token is not good). */
type SessionRecovery = "retry" | "signIn";

export interface SessionFailure {
  error: ErrorInfo;
  recovery: SessionRecovery;
}

const sessionMessages = {
  connectivity: "unable to load your session from the Core API",
  generic: "An error occurred while loading your session from the Core API.",
  unauthenticated: "Your sign-in is no longer valid.",
  unauthenticatedHint: "Please sign in again.",
  forbidden: "You cannot use this site with the account you signed in with.",
  forbiddenHint: "Sign in again with an account of this organisation.",
} as const;

/** Turns a failure of `loadSession` into what the startup error page shows and how to get going again. */
export function classifySessionError(error: unknown, anonymous: boolean): SessionFailure {
  if (!(error instanceof ApiError)) {
    const detail = error instanceof Error ? error.message : undefined;
    return {
      error: { type: "Generic", title: sessionMessages.generic, ...(detail ? { detail } : {}) },
      recovery: "retry",
    };
  }
  if (error.status === undefined) {
    const info: ErrorInfo = {
      type: "Connectivity",
      title: sessionMessages.connectivity,
      detail: messages.settingsConnectivityHint,
    };
    return { error: info, recovery: "retry" };
  }
  // Without a token to replace, signing in again cannot help an anonymous visitor.
  if (!anonymous && (error.status === 401 || error.status === 403)) {
    const forbidden = error.status === 403;
    const hint = forbidden ? sessionMessages.forbiddenHint : sessionMessages.unauthenticatedHint;
    const detail = error.serverMessage ? `${error.serverMessage} ${hint}` : hint;
    return {
      error: {
        type: "Generic",
        title: forbidden ? sessionMessages.forbidden : sessionMessages.unauthenticated,
        detail,
      },
      recovery: "signIn",
    };
  }
  if (error.status === 429) {
    return {
      error: { type: "Generic", title: messages.rateLimitExceeded, detail: messages.rateLimitHint },
      recovery: "retry",
    };
  }
  return {
    error: { type: "Generic", title: sessionMessages.generic, detail: describeResponse(error) },
    recovery: "retry",
  };
}
