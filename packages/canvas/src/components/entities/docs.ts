import type { ComponentDocs } from "../../defineComponent";
import { entityManagementPanelDocs } from "./EntityManagementPanel/EntityManagementPanel.docs";
import { feedbackButtonDocs } from "./FeedbackButton/FeedbackButton.docs";

/** The docs of the entities family, in the order of `entitiesComponents`. */
export const entitiesComponentDocs: readonly ComponentDocs[] = [entityManagementPanelDocs, feedbackButtonDocs];
