import type { Page } from "@playwright/test";
import { type Account, openWithSession } from "./sessions";

export { type Account, signInOnProviderPage, signInThroughForm } from "./sessions";

/** The demo tenant's seeded accounts (their passwords are public, for the demo only). */
export const DEMO: Record<"admin" | "developer" | "viewer", Account> = {
  admin: {
    name: "Ada Admin",
    emailAddress: "admin@demo.storyframe.test",
    password: "storyframe-admin",
    role: "Administrator",
  },
  developer: {
    name: "Dev Developer",
    emailAddress: "developer@demo.storyframe.test",
    password: "storyframe-developer",
    role: "Developer",
  },
  viewer: {
    name: "Vera Viewer",
    emailAddress: "viewer@demo.storyframe.test",
    password: "storyframe-viewer",
    role: "Viewer",
  },
};

/**
 * Opens `path` signed in as one of the demo accounts, with the session the account signed in with once (see
 * `sessions.ts`). The sign-in form itself is tested in identity.spec.ts. A test that changes the access of the
 * user it is signed in as (their roles or groups) makes that user's tokens useless to every other test: such a
 * test signs in as a user of its own.
 */
export async function openSignedIn(page: Page, path: string, account: Account = DEMO.viewer): Promise<void> {
  await openWithSession(page, path, account);
}
