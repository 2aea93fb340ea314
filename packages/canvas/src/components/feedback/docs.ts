import type { ComponentDocs } from "../../defineComponent";
import { alertDocs } from "./Alert/Alert.docs";
import { detailedErrorAlertDocs } from "./DetailedErrorAlert/DetailedErrorAlert.docs";

/** The docs of the feedback family, in the order of `feedbackComponents`. */
export const feedbackComponentDocs: readonly ComponentDocs[] = [alertDocs, detailedErrorAlertDocs];
