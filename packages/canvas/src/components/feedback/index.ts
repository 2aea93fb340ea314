import { defineComponent, loadedOnUse, type RegisteredComponent } from "../../defineComponent";
import { alertTag } from "./Alert/Alert.tag";
import { detailedErrorAlertTag } from "./DetailedErrorAlert/DetailedErrorAlert.tag";

/** The feedback family, in the order the gallery lists it. */
export const feedbackComponents: readonly RegisteredComponent[] = [
  defineComponent({
    ...alertTag,
    ...loadedOnUse(
      () => import("./Alert/Alert"),
      async () => (await import("./Alert/Alert.meta")).alertPropsSchema,
    ),
  }),
  defineComponent({
    ...detailedErrorAlertTag,
    ...loadedOnUse(
      () => import("./DetailedErrorAlert/DetailedErrorAlert"),
      async () => (await import("./DetailedErrorAlert/DetailedErrorAlert.meta")).detailedErrorAlertPropsSchema,
    ),
  }),
];
