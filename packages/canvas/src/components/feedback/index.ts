import { lazy } from "react";
import { defineComponent, type RegisteredComponent } from "../../defineComponent";
import { alertMeta, alertPropsSchema } from "./Alert/Alert.meta";
import { detailedErrorAlertMeta, detailedErrorAlertPropsSchema } from "./DetailedErrorAlert/DetailedErrorAlert.meta";

/** The feedback family, in the order the gallery lists it. */
export const feedbackComponents: readonly RegisteredComponent[] = [
  defineComponent({ ...alertMeta, propsSchema: alertPropsSchema, component: lazy(() => import("./Alert/Alert")) }),
  defineComponent({
    ...detailedErrorAlertMeta,
    propsSchema: detailedErrorAlertPropsSchema,
    component: lazy(() => import("./DetailedErrorAlert/DetailedErrorAlert")),
  }),
];
