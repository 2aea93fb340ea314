import type { ComponentDocs } from "../../defineComponent";
import { calendarDocs } from "./Calendar/Calendar.docs";
import { timelineDocs } from "./Timeline/Timeline.docs";

/** The docs of the timeline family, in the order of `timelineComponents`. */
export const timelineComponentDocs: readonly ComponentDocs[] = [timelineDocs, calendarDocs];
