/** The <Calendar /> tag without its props schema (`Calendar.meta.ts`, loaded with the component): its attributes. */
export const calendarTag = {
  name: "Calendar",
  family: "timeline",
  isSelfClosing: true,
  attributeNames: [
    "events",
    "title",
    "month",
    "monthParameter",
    "dateParameter",
    "weekStart",
    "maxEventsPerDay",
    "onEventClick",
  ],
} as const;
