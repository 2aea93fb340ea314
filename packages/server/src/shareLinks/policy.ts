import { shareLinkMessages } from "@storyframe/core";
import type { Principal } from "../auth/principal";
import { ForbiddenError } from "../shared/domainErrors";

/**
 * The tags a storyline is read with: the caller's own, or for a share link's bearer its creator's, and then only
 * for the link's storyline (403 for any other, whether or not it exists).
 */
export function storylineReaderTags(principal: Principal, storyline: string): readonly string[] {
  if (!principal.share) return principal.effectiveTags;
  if (principal.share.storyline !== storyline) throw new ForbiddenError(shareLinkMessages.otherStoryline);
  return principal.share.readerTags;
}
