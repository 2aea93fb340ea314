import { speechMessages } from "@storyframe/core";
import { SecretUnreadableError } from "../secrets/cipher";
import { MasterKeyMissingError, type TenantSecrets } from "../secrets/service";
import { UnavailableError } from "../shared/domainErrors";

/** The tenant secret that holds a tenant's speech key. */
const SPEECH_KEY_SECRET = "speech-api-key";

/** Where the speech service finds the key of a tenant. */
export type SpeechKeySource = {
  /** The key to send for the tenant, or undefined when narration has none. */
  keyFor(domainName: string): Promise<string | undefined>;
};

/** The tenant's stored speech key cannot be opened; why, for the log (never the key). */
export class SpeechKeyUnreadableError extends UnavailableError {
  constructor(readonly reason: "no-master-key" | "other-key" | "tampered") {
    super(speechMessages.notConfigured);
  }
}

/**
 * A tenant's speech key is its `speech-api-key` secret. A tenant without one
 * uses the installation's key (`STORYFRAME_SPEECH_API_KEY`) when that is set;
 * a tenant whose own key cannot be opened does not fall back, so it never
 * narrates on the installation's account by accident.
 */
export class TenantSpeechKeys implements SpeechKeySource {
  constructor(
    private readonly secrets: TenantSecrets,
    private readonly installationKey: string | undefined,
  ) {}

  async keyFor(domainName: string): Promise<string | undefined> {
    try {
      return (await this.secrets.get(domainName, SPEECH_KEY_SECRET)) ?? this.installationKey;
    } catch (error) {
      if (error instanceof MasterKeyMissingError) throw new SpeechKeyUnreadableError("no-master-key");
      if (error instanceof SecretUnreadableError) throw new SpeechKeyUnreadableError(error.reason);
      throw error;
    }
  }

  /** Whether narration through the server can work for the tenant: `cloudSpeech` of its client settings. */
  async available(domainName: string): Promise<boolean> {
    const state = await this.secrets.state(domainName, SPEECH_KEY_SECRET);
    return state === "set" || (state === "absent" && this.installationKey !== undefined);
  }
}
