import type { Group } from "@storyframe/core";
import type { GroupRecord } from "./repository";

/** A group as the admin API answers it. */
export function presentGroup(group: GroupRecord): Group {
  return {
    id: group.id,
    name: group.name,
    description: group.description,
    roles: [...group.roles],
    userMetadata: group.userMetadata.map(({ key, value }) => ({ key, value })),
    explicitTags: { allowed: [...group.explicitTags.allowed], denied: [...group.explicitTags.denied] },
    domainName: group.domainName,
  };
}
