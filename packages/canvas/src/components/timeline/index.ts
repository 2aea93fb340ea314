import { defineComponent, loadedOnUse, type RegisteredComponent } from "../../defineComponent";
import { calendarTag } from "./Calendar/Calendar.tag";
import { timelineTag } from "./Timeline/Timeline.tag";

/** The timeline family, in the order the gallery lists it. vis-timeline loads with the first Timeline shown. */
export const timelineComponents: readonly RegisteredComponent[] = [
  defineComponent({
    ...timelineTag,
    ...loadedOnUse(
      () => import("./Timeline/Timeline"),
      async () => (await import("./Timeline/Timeline.meta")).timelinePropsSchema,
    ),
  }),
  defineComponent({
    ...calendarTag,
    ...loadedOnUse(
      () => import("./Calendar/Calendar"),
      async () => (await import("./Calendar/Calendar.meta")).calendarPropsSchema,
    ),
  }),
];
