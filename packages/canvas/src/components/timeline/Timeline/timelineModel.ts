import { contrastRatio, isPaletteColorName, palette, readableTextColor } from "../../shared/palette";
import type { TimelineEvent, TimelineId, TimelineInput } from "./timelineSchema";

export type { TimelineId, TimelineInput } from "./timelineSchema";

/** An event ready for vis-timeline: ids, dates, colours and the tooltip's text lines. */
export type TimelineItemModel = {
  id: TimelineId;
  group: TimelineId;
  start: Date;
  end?: Date;
  type: "range" | "point";
  label: string;
  background: string;
  foreground: string;
  tooltipLines: string[];
  event: TimelineEvent;
};

const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const pad = (value: number) => String(value).padStart(2, "0");

/** Reads a date: a Date, epoch milliseconds, ISO text, or `YYYY-MM-DD HH:mm[:ss]` as local time. */
export function parseTimelineDate(value: string | number | Date): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === "number") return new Date(value);
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = dateOnly
    ? new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]))
    : new Date(value.trim().replace(" ", "T"));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A tooltip date, 'DD MMM YYYY @ HH:mm' (canvas-components §9), in local time. */
export function formatTimelineDate(date: Date): string {
  return `${pad(date.getDate())} ${months[date.getMonth()]} ${date.getFullYear()} @ ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const fallbackColors = [
  palette.blue[500],
  palette.orange[500],
  palette.green[500],
  palette.red[500],
  palette.darkblue[300],
  palette.grey[500],
];

/** An activity's fill: a palette name becomes its 500 shade; without a colour, the activity's turn in a palette list. */
export function activityColor(color: string | undefined, index: number): string {
  if (color === undefined) return fallbackColors[index % fallbackColors.length] ?? palette.blue[500];
  const trimmed = color.trim();
  return isPaletteColorName(trimmed) ? palette[trimmed][500] : trimmed;
}

/**
 * Text on an event's fill: the palette's light or dark text, whichever contrasts more, or black when neither
 * reaches 4.5:1 (mid-tone fills such as the palette's 500 blue). Fills that are not hex colours get dark text.
 */
function textOn(background: string): string {
  if (!/^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(background)) return palette.grey[900];
  const text = readableTextColor(background);
  return contrastRatio(text, background) >= 4.5 ? text : "#000000";
}

/**
 * The vis-timeline items of the input's events. Events with an unreadable start are left out, and so is an
 * event whose id an earlier one already has: vis-timeline throws on a repeated id.
 */
export function timelineItems(input: TimelineInput): TimelineItemModel[] {
  if (input === null || input === undefined) return [];
  const activities = new Map(input.activities.map((activity, index) => [String(activity.id), { ...activity, index }]));
  const items: TimelineItemModel[] = [];
  const seen = new Set<string>();
  for (const event of input.events) {
    const start = parseTimelineDate(event.start);
    if (start === null || seen.has(String(event.id))) continue;
    seen.add(String(event.id));
    const end = event.end === null || event.end === undefined ? null : parseTimelineDate(event.end);
    const activity = activities.get(String(event.activityId));
    const background = activityColor(activity?.color, activity?.index ?? 0);
    const label = activity?.name ?? String(event.activityId);
    const when = end === null ? formatTimelineDate(start) : `${formatTimelineDate(start)} – ${formatTimelineDate(end)}`;
    items.push({
      id: event.id,
      group: event.groupId,
      start,
      ...(end === null ? {} : { end }),
      type: end === null ? "point" : "range",
      label,
      background,
      foreground: textOn(background),
      tooltipLines: [label, when, ...(event.message ? [event.message] : [])],
      event,
    });
  }
  return items;
}

/**
 * The selection after a click (canvas-components §4): a click selects the one event; with Ctrl (or ⌘) or Shift
 * it toggles the event in or out of the selection. A plain click on empty space clears the selection.
 */
export function nextSelection(
  current: readonly TimelineId[],
  clicked: TimelineId | null,
  toggle: boolean,
): TimelineId[] {
  if (clicked === null) return toggle ? [...current] : [];
  if (!toggle) return [clicked];
  const key = String(clicked);
  return current.some((id) => String(id) === key) ? current.filter((id) => String(id) !== key) : [...current, clicked];
}

/** The selected ids held by the parameter: a list, a single id, or nothing. */
export function selectedIdsOf(value: unknown): TimelineId[] {
  if (Array.isArray(value))
    return value.filter((id): id is TimelineId => typeof id === "string" || typeof id === "number");
  return typeof value === "string" || typeof value === "number" ? [value] : [];
}

/** Whether a pointer or keyboard event asks to toggle (Ctrl, ⌘ or Shift held); vis-timeline wraps the DOM event. */
export function isToggleClick(event: unknown): boolean {
  const source = (event as { srcEvent?: unknown } | null)?.srcEvent ?? event;
  const keys = source as { ctrlKey?: boolean; metaKey?: boolean; shiftKey?: boolean } | null;
  return Boolean(keys?.ctrlKey || keys?.metaKey || keys?.shiftKey);
}

export const sameIds = (a: readonly TimelineId[], b: readonly TimelineId[]): boolean =>
  a.length === b.length && a.every((id, index) => String(id) === String(b[index]));
