import { lazy } from "react";
import { defineComponent, type RegisteredComponent } from "../../defineComponent";
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
  defineComponent({ ...badgeMeta, propsSchema: badgePropsSchema, component: lazy(() => import("./Badge/Badge")) }),
  defineComponent({
    ...accordionMeta,
    propsSchema: accordionPropsSchema,
    component: lazy(() => import("./Accordion/Accordion")),
  }),
  defineComponent({
    ...accordionGroupMeta,
    propsSchema: accordionGroupPropsSchema,
    component: lazy(() => import("./AccordionGroup/AccordionGroup")),
  }),
  defineComponent({ ...avatarMeta, propsSchema: avatarPropsSchema, component: lazy(() => import("./Avatar/Avatar")) }),
  defineComponent({
    ...avatarGroupMeta,
    propsSchema: avatarGroupPropsSchema,
    component: lazy(() => import("./AvatarGroup/AvatarGroup")),
  }),
  defineComponent({ ...filterMeta, propsSchema: filterPropsSchema, component: lazy(() => import("./Filter/Filter")) }),
  defineComponent({ ...iconMeta, propsSchema: iconPropsSchema, component: lazy(() => import("./Icon/Icon")) }),
  defineComponent({ ...chipMeta, propsSchema: chipPropsSchema, component: lazy(() => import("./Chip/Chip")) }),
  defineComponent({ ...cardMeta, propsSchema: cardPropsSchema, component: lazy(() => import("./Card/Card")) }),
  defineComponent({
    ...progressIndicatorMeta,
    propsSchema: progressIndicatorPropsSchema,
    component: lazy(() => import("./ProgressIndicator/ProgressIndicator")),
  }),
  defineComponent({
    ...loadingContainerMeta,
    propsSchema: loadingContainerPropsSchema,
    component: lazy(() => import("./LoadingContainer/LoadingContainer")),
  }),
];
