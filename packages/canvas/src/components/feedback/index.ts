import { defineComponent, type RegisteredComponent } from "../../defineComponent";
import { onDemand } from "../../onDemand";
import { alertMeta, alertPropsSchema } from "./Alert/Alert.meta";
import { detailedErrorAlertMeta, detailedErrorAlertPropsSchema } from "./DetailedErrorAlert/DetailedErrorAlert.meta";

/** The feedback family, in the order the gallery lists it. */
export const feedbackComponents: readonly RegisteredComponent[] = [
  defineComponent({ ...alertMeta, propsSchema: alertPropsSchema, component: onDemand(() => import("./Alert/Alert")) }),
  defineComponent({
    ...detailedErrorAlertMeta,
    propsSchema: detailedErrorAlertPropsSchema,
    component: onDemand(() => import("./DetailedErrorAlert/DetailedErrorAlert")),
  }),
];
