import { defineComponent, type RegisteredComponent } from "../../defineComponent";
import { onDemand } from "../../onDemand";
import { calendarMeta, calendarPropsSchema } from "./Calendar/Calendar.meta";
import { timelineMeta, timelinePropsSchema } from "./Timeline/Timeline.meta";

/** The timeline family, in the order the gallery lists it. vis-timeline loads with the first Timeline shown. */
export const timelineComponents: readonly RegisteredComponent[] = [
  defineComponent({
    ...timelineMeta,
    propsSchema: timelinePropsSchema,
    component: onDemand(() => import("./Timeline/Timeline")),
  }),
  defineComponent({
    ...calendarMeta,
    propsSchema: calendarPropsSchema,
    component: onDemand(() => import("./Calendar/Calendar")),
  }),
];
