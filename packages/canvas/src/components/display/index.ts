import { defineComponent, type RegisteredComponent } from "../../defineComponent";
import { onDemand } from "../../onDemand";
import { accordionMeta, accordionPropsSchema } from "./Accordion/Accordion.meta";
import { accordionGroupMeta, accordionGroupPropsSchema } from "./AccordionGroup/AccordionGroup.meta";
import { avatarMeta, avatarPropsSchema } from "./Avatar/Avatar.meta";
import { avatarGroupMeta, avatarGroupPropsSchema } from "./AvatarGroup/AvatarGroup.meta";
import { badgeMeta, badgePropsSchema } from "./Badge/Badge.meta";
import { cardMeta, cardPropsSchema } from "./Card/Card.meta";
import { chipMeta, chipPropsSchema } from "./Chip/Chip.meta";
import { filterMeta, filterPropsSchema } from "./Filter/Filter.meta";
import { iconMeta, iconPropsSchema } from "./Icon/Icon.meta";
import { loadingContainerMeta, loadingContainerPropsSchema } from "./LoadingContainer/LoadingContainer.meta";
import { progressIndicatorMeta, progressIndicatorPropsSchema } from "./ProgressIndicator/ProgressIndicator.meta";

/** The display family, in the order the gallery lists it. */
export const displayComponents: readonly RegisteredComponent[] = [
  defineComponent({ ...badgeMeta, propsSchema: badgePropsSchema, component: onDemand(() => import("./Badge/Badge")) }),
  defineComponent({
    ...accordionMeta,
    propsSchema: accordionPropsSchema,
    component: onDemand(() => import("./Accordion/Accordion")),
  }),
  defineComponent({
    ...accordionGroupMeta,
    propsSchema: accordionGroupPropsSchema,
    component: onDemand(() => import("./AccordionGroup/AccordionGroup")),
  }),
  defineComponent({
    ...avatarMeta,
    propsSchema: avatarPropsSchema,
    component: onDemand(() => import("./Avatar/Avatar")),
  }),
  defineComponent({
    ...avatarGroupMeta,
    propsSchema: avatarGroupPropsSchema,
    component: onDemand(() => import("./AvatarGroup/AvatarGroup")),
  }),
  defineComponent({
    ...filterMeta,
    propsSchema: filterPropsSchema,
    component: onDemand(() => import("./Filter/Filter")),
  }),
  defineComponent({ ...iconMeta, propsSchema: iconPropsSchema, component: onDemand(() => import("./Icon/Icon")) }),
  defineComponent({ ...chipMeta, propsSchema: chipPropsSchema, component: onDemand(() => import("./Chip/Chip")) }),
  defineComponent({ ...cardMeta, propsSchema: cardPropsSchema, component: onDemand(() => import("./Card/Card")) }),
  defineComponent({
    ...progressIndicatorMeta,
    propsSchema: progressIndicatorPropsSchema,
    component: onDemand(() => import("./ProgressIndicator/ProgressIndicator")),
  }),
  defineComponent({
    ...loadingContainerMeta,
    propsSchema: loadingContainerPropsSchema,
    component: onDemand(() => import("./LoadingContainer/LoadingContainer")),
  }),
];
