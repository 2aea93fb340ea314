import { adminServerMessages } from "@storyframe/core";
import { InvalidError } from "../../shared/domainErrors";

/** Role and group names are fixed at creation: an update may repeat the name, never change it. */
export function assertNameUnchanged(current: string, requested: string | undefined): void {
  if (requested !== undefined && requested.trim() !== current) {
    throw new InvalidError({ name: [adminServerMessages.nameImmutable] });
  }
}
