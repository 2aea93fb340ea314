import { lazy } from "react";
import { defineComponent, type RegisteredComponent } from "../../defineComponent";
import { calendarMeta, calendarPropsSchema } from "./Calendar/Calendar.meta";
import { timelineMeta, timelinePropsSchema } from "./Timeline/Timeline.meta";

/** The timeline family, in the order the gallery lists it. vis-timeline loads with the first Timeline shown. */
export const timelineComponents: readonly RegisteredComponent[] = [
  defineComponent({
    ...timelineMeta,
    propsSchema: timelinePropsSchema,
    component: lazy(() => import("./Timeline/Timeline")),
  }),
  defineComponent({
    ...calendarMeta,
    propsSchema: calendarPropsSchema,
    component: lazy(() => import("./Calendar/Calendar")),
  }),
];
