import { defineComponent, loadedOnUse, type RegisteredComponent } from "../../defineComponent";
import { accordionTag } from "./Accordion/Accordion.tag";
import { accordionGroupTag } from "./AccordionGroup/AccordionGroup.tag";
import { avatarTag } from "./Avatar/Avatar.tag";
import { avatarGroupTag } from "./AvatarGroup/AvatarGroup.tag";
import { badgeTag } from "./Badge/Badge.tag";
import { cardTag } from "./Card/Card.tag";
import { chipTag } from "./Chip/Chip.tag";
import { filterTag } from "./Filter/Filter.tag";
import { iconTag } from "./Icon/Icon.tag";
import { loadingContainerTag } from "./LoadingContainer/LoadingContainer.tag";
import { progressIndicatorTag } from "./ProgressIndicator/ProgressIndicator.tag";

/** The display family, in the order the gallery lists it. */
export const displayComponents: readonly RegisteredComponent[] = [
  defineComponent({
    ...badgeTag,
    ...loadedOnUse(
      () => import("./Badge/Badge"),
      async () => (await import("./Badge/Badge.meta")).badgePropsSchema,
    ),
  }),
  defineComponent({
    ...accordionTag,
    ...loadedOnUse(
      () => import("./Accordion/Accordion"),
      async () => (await import("./Accordion/Accordion.meta")).accordionPropsSchema,
    ),
  }),
  defineComponent({
    ...accordionGroupTag,
    ...loadedOnUse(
      () => import("./AccordionGroup/AccordionGroup"),
      async () => (await import("./AccordionGroup/AccordionGroup.meta")).accordionGroupPropsSchema,
    ),
  }),
  defineComponent({
    ...avatarTag,
    ...loadedOnUse(
      () => import("./Avatar/Avatar"),
      async () => (await import("./Avatar/Avatar.meta")).avatarPropsSchema,
    ),
  }),
  defineComponent({
    ...avatarGroupTag,
    ...loadedOnUse(
      () => import("./AvatarGroup/AvatarGroup"),
      async () => (await import("./AvatarGroup/AvatarGroup.meta")).avatarGroupPropsSchema,
    ),
  }),
  defineComponent({
    ...filterTag,
    ...loadedOnUse(
      () => import("./Filter/Filter"),
      async () => (await import("./Filter/Filter.meta")).filterPropsSchema,
    ),
  }),
  defineComponent({
    ...iconTag,
    ...loadedOnUse(
      () => import("./Icon/Icon"),
      async () => (await import("./Icon/Icon.meta")).iconPropsSchema,
    ),
  }),
  defineComponent({
    ...chipTag,
    ...loadedOnUse(
      () => import("./Chip/Chip"),
      async () => (await import("./Chip/Chip.meta")).chipPropsSchema,
    ),
  }),
  defineComponent({
    ...cardTag,
    ...loadedOnUse(
      () => import("./Card/Card"),
      async () => (await import("./Card/Card.meta")).cardPropsSchema,
    ),
  }),
  defineComponent({
    ...progressIndicatorTag,
    ...loadedOnUse(
      () => import("./ProgressIndicator/ProgressIndicator"),
      async () => (await import("./ProgressIndicator/ProgressIndicator.meta")).progressIndicatorPropsSchema,
    ),
  }),
  defineComponent({
    ...loadingContainerTag,
    ...loadedOnUse(
      () => import("./LoadingContainer/LoadingContainer"),
      async () => (await import("./LoadingContainer/LoadingContainer.meta")).loadingContainerPropsSchema,
    ),
  }),
];
