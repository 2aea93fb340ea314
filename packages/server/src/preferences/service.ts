import type { UserPreferences } from "@storyframe/core";
import type { AccessRepository } from "../admin/access/repository";
import type { Principal } from "../auth/principal";
import { ForbiddenError } from "../shared/domainErrors";
import type { PreferencesRepository } from "./repository";

const preferencesMessagesOfServer = {
  anonymous: "Anonymous visitors cannot save preferences on the server; they are kept in the browser.",
  unknownUser: "Your account no longer exists in this tenant.",
} as const;

/** The caller's own preferences: the defaults for the anonymous visitor, saved only for users who still exist. */
export class PreferencesService {
  constructor(
    private readonly preferences: PreferencesRepository,
    private readonly access: AccessRepository,
  ) {}

  find(principal: Principal): Promise<UserPreferences> {
    const userId = principal.kind === "anonymous" || !principal.userId ? "" : principal.userId;
    return this.preferences.find(principal.domainName, userId);
  }

  async save(principal: Principal, preferences: UserPreferences): Promise<UserPreferences> {
    if (principal.kind === "anonymous" || !principal.userId) {
      throw new ForbiddenError(preferencesMessagesOfServer.anonymous);
    }
    // A token can outlive its user; the row would have nobody to belong to.
    const user = await this.access.findUserById(principal.userId);
    if (!user || user.domainName !== principal.domainName) {
      throw new ForbiddenError(preferencesMessagesOfServer.unknownUser);
    }
    await this.preferences.save(principal.domainName, principal.userId, preferences);
    return preferences;
  }
}
