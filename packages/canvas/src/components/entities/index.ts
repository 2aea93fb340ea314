import { defineComponent, type RegisteredComponent } from "../../defineComponent";
import { onDemand } from "../../onDemand";
import {
  entityManagementPanelMeta,
  entityManagementPanelPropsSchema,
} from "./EntityManagementPanel/EntityManagementPanel.meta";
import { feedbackButtonMeta, feedbackButtonPropsSchema } from "./FeedbackButton/FeedbackButton.meta";

/** The entities family, in the order the gallery lists it. */
export const entitiesComponents: readonly RegisteredComponent[] = [
  defineComponent({
    ...entityManagementPanelMeta,
    propsSchema: entityManagementPanelPropsSchema,
    component: onDemand(() => import("./EntityManagementPanel/EntityManagementPanel")),
  }),
  defineComponent({
    ...feedbackButtonMeta,
    propsSchema: feedbackButtonPropsSchema,
    component: onDemand(() => import("./FeedbackButton/FeedbackButton")),
  }),
];
