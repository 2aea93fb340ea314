import type { Session } from "../api/session";

/** The session of a signed-in author, with `overrides` applied. */
export function makeSession(overrides: Partial<Session> = {}): Session {
  return {
    name: "Ada Lovelace",
    picture: null,
    roles: ["Author", "Viewer"],
    effectiveTags: ["sales", "finance"],
    isDeveloper: false,
    anonymous: false,
    ...overrides,
  };
}

export const anonymousSession: Session = {
  name: "Anonymous",
  picture: null,
  roles: [],
  effectiveTags: [],
  isDeveloper: false,
  anonymous: true,
};
