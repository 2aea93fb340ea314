import { PLATFORM_TAGS } from "./policy";

/** Who makes an admin change: the signed-in user as their token describes them, or a system actor. */
export type Actor = {
  /** Null for a principal that is not a user of the tenant's table (an external token, a system actor). */
  id: string | null;
  name: string;
  emailAddress: string | null;
  domainName: string;
  effectiveTags: readonly string[];
};

/** The names system actors sign their audit rows with. */
export const SYSTEM_ACTOR_NAMES = {
  cli: "storyframe CLI",
  demoSeed: "demo seed",
} as const;

/**
 * The installation itself acting in one tenant (the `storyframe` command, the
 * demo seed). It goes through the same services and rules as an administrator
 * and holds every platform tag; its audit rows carry its name and no user id.
 */
export function systemActor(name: string, domainName: string): Actor {
  return { id: null, name, emailAddress: null, domainName, effectiveTags: PLATFORM_TAGS };
}
