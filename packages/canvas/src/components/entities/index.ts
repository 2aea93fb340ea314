import { defineComponent, loadedOnUse, type RegisteredComponent } from "../../defineComponent";
import { entityManagementPanelTag } from "./EntityManagementPanel/EntityManagementPanel.tag";
import { feedbackButtonTag } from "./FeedbackButton/FeedbackButton.tag";

/** The entities family, in the order the gallery lists it. */
export const entitiesComponents: readonly RegisteredComponent[] = [
  defineComponent({
    ...entityManagementPanelTag,
    ...loadedOnUse(
      () => import("./EntityManagementPanel/EntityManagementPanel"),
      async () => (await import("./EntityManagementPanel/EntityManagementPanel.meta")).entityManagementPanelPropsSchema,
    ),
  }),
  defineComponent({
    ...feedbackButtonTag,
    ...loadedOnUse(
      () => import("./FeedbackButton/FeedbackButton"),
      async () => (await import("./FeedbackButton/FeedbackButton.meta")).feedbackButtonPropsSchema,
    ),
  }),
];
