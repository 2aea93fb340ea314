import type { ComponentDocs } from "../../defineComponent";
import { accordionDocs } from "./Accordion/Accordion.docs";
import { accordionGroupDocs } from "./AccordionGroup/AccordionGroup.docs";
import { avatarDocs } from "./Avatar/Avatar.docs";
import { avatarGroupDocs } from "./AvatarGroup/AvatarGroup.docs";
import { badgeDocs } from "./Badge/Badge.docs";
import { cardDocs } from "./Card/Card.docs";
import { chipDocs } from "./Chip/Chip.docs";
import { filterDocs } from "./Filter/Filter.docs";
import { iconDocs } from "./Icon/Icon.docs";
import { loadingContainerDocs } from "./LoadingContainer/LoadingContainer.docs";
import { progressIndicatorDocs } from "./ProgressIndicator/ProgressIndicator.docs";

/** The docs of the display family, in the order of `displayComponents`. */
export const displayComponentDocs: readonly ComponentDocs[] = [
  badgeDocs,
  accordionDocs,
  accordionGroupDocs,
  avatarDocs,
  avatarGroupDocs,
  filterDocs,
  iconDocs,
  chipDocs,
  cardDocs,
  progressIndicatorDocs,
  loadingContainerDocs,
];
