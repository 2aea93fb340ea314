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
    userId: "7d2f4c1e-0b7a-4a55-9d1c-3f6a1b2c3d4e",
    email: "ada@demo.storyframe.test",
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
  userId: null,
  email: null,
};
