import type { ILink, ITask } from "@svar-ui/react-gantt";
import { isPaletteColorName, palette, readableTextColor } from "../../shared/palette";
import type { GanttItemType } from "./ganttConstants";
import { addDays, parseGanttDate } from "./ganttDates";
import type { GanttItem, GanttLink, GanttMarker } from "./ganttSchema";

type TLinkType = ILink["type"];

/** SVAR's parent id of top-level rows. Items' ids become text, so no item id can be mistaken for it. */
const ROOT = 0;

/** SVAR's bar types of the item types: a project is SVAR's summary; placeholder and stage are own types. */
const svarTypes: Readonly<Record<GanttItemType, string>> = {
  project: "summary",
  milestone: "milestone",
  task: "task",
  placeholder: "placeholder",
  stage: "stage",
};

/** The bar types SVAR is told about (their labels only show in SVAR's own editor, which the chart does not use). */
export const svarTaskTypes = [
  { id: "task", label: "Task" },
  { id: "summary", label: "Project" },
  { id: "milestone", label: "Milestone" },
  { id: "placeholder", label: "Placeholder" },
  { id: "stage", label: "Stage" },
];

/** A row of the chart as SVAR takes it, with the bar's own colours for the bar template. */
type GanttTask = ITask & {
  id: string;
  text: string;
  start: Date;
  end: Date;
  type: string;
  parent: string | typeof ROOT;
  open: boolean;
  barFill?: string;
  barText?: string;
};

export type GanttData = {
  tasks: GanttTask[];
  links: ILink[];
  /** The input items and links by the text form of their id, to hand them back to callbacks. */
  items: ReadonlyMap<string, GanttItem>;
  linkItems: ReadonlyMap<string, GanttLink>;
};

/** A colour attribute: a palette name becomes its 500 shade, anything else is CSS as given. */
function resolveColor(color: string | undefined): string | undefined {
  if (color === undefined) return undefined;
  const trimmed = color.trim();
  return isPaletteColorName(trimmed) ? palette[trimmed][500] : trimmed;
}

/** The bar's fill and text colours; without a text colour, text on a hex fill is the palette's readable one. */
export function barColors(item: Pick<GanttItem, "color" | "textColor">): { fill?: string; text?: string } {
  const fill = resolveColor(item.color);
  const text =
    resolveColor(item.textColor) ??
    (fill && /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(fill) ? readableTextColor(fill) : undefined);
  return { ...(fill === undefined ? {} : { fill }), ...(text === undefined ? {} : { text }) };
}

/** SVAR's link type of a link's number: 0 finish-to-start (also any unknown number), 1 start-to-start, 2 finish-to-finish, 3 start-to-finish. */
export function svarLinkType(type: number): TLinkType {
  const types: readonly TLinkType[] = ["e2s", "s2s", "e2e", "s2e"];
  return types[type] ?? "e2s";
}

type Span = { start: Date; end: Date };

/**
 * Each item's dates: its own start, and its end (a milestone ends where it starts; a task without a later end
 * lasts one day). An item without a readable start spans its items' dates when it has any; otherwise it has none.
 */
function spansOf(items: readonly GanttItem[], childrenOf: ReadonlyMap<string, GanttItem[]>): Map<string, Span> {
  const spans = new Map<string, Span | null>();
  const spanOf = (item: GanttItem): Span | null => {
    const key = String(item.id);
    if (spans.has(key)) return spans.get(key) ?? null;
    spans.set(key, null); // a parent cycle reads as "no span" instead of recursing forever
    const start = parseGanttDate(item.start);
    let span: Span | null = null;
    if (start !== null) {
      const end = parseGanttDate(item.end);
      if (item.type === "milestone") span = { start, end: start };
      else span = { start, end: end !== null && end > start ? end : addDays(start, 1) };
    } else {
      const childSpans = (childrenOf.get(key) ?? []).map(spanOf).filter((child): child is Span => child !== null);
      if (childSpans.length > 0)
        span = {
          start: new Date(Math.min(...childSpans.map((child) => child.start.getTime()))),
          end: new Date(Math.max(...childSpans.map((child) => child.end.getTime()))),
        };
    }
    spans.set(key, span);
    return span;
  };
  for (const item of items) spanOf(item);
  return new Map([...spans].filter((entry): entry is [string, Span] => entry[1] !== null));
}

/** Whether following parents up from `key` comes back to it. */
function inParentCycle(key: string, parentOf: ReadonlyMap<string, string>): boolean {
  const seen = new Set<string>();
  let current = parentOf.get(key);
  while (current !== undefined && !seen.has(current)) {
    if (current === key) return true;
    seen.add(current);
    current = parentOf.get(current);
  }
  return false;
}

/**
 * The chart's rows and links from the input. Ids become text (SVAR tells ids apart by type and uses 0 for its
 * root). Left out, rather than breaking the chart: an item whose id an earlier one has, an item without dates,
 * and a link whose id repeats or whose ends are not shown. An item under a missing parent, or in a cycle of
 * parents, is shown at the top level.
 */
export function ganttData(inputItems: readonly GanttItem[], inputLinks: readonly GanttLink[]): GanttData {
  const unique = new Map<string, GanttItem>();
  for (const item of inputItems) if (!unique.has(String(item.id))) unique.set(String(item.id), item);
  const childrenOf = new Map<string, GanttItem[]>();
  for (const item of unique.values()) {
    if (item.parent === null || item.parent === undefined) continue;
    const parent = String(item.parent);
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), item]);
  }
  const spans = spansOf([...unique.values()], childrenOf);
  const items = new Map([...unique].filter(([key]) => spans.has(key)));
  const parentOf = new Map<string, string>();
  for (const [key, item] of items)
    if (item.parent !== null && item.parent !== undefined && items.has(String(item.parent)))
      parentOf.set(key, String(item.parent));

  const parents = new Map<string, string | typeof ROOT>();
  for (const key of items.keys()) {
    const parent = parentOf.get(key);
    parents.set(key, parent === undefined || inParentCycle(key, parentOf) ? ROOT : parent);
  }
  const withItems = new Set([...parents.values()].filter((parent) => parent !== ROOT));

  const tasks: GanttTask[] = [];
  for (const [key, item] of items) {
    const span = spans.get(key);
    if (span === undefined) continue;
    const colors = barColors(item);
    tasks.push({
      id: key,
      text: item.name,
      start: span.start,
      end: span.end,
      type: svarTypes[item.type],
      parent: parents.get(key) ?? ROOT,
      // SVAR walks into the items of every open row: only rows with items may be open.
      open: item.open && withItems.has(key),
      progress: 0,
      ...(colors.fill === undefined ? {} : { barFill: colors.fill }),
      ...(colors.text === undefined ? {} : { barText: colors.text }),
    });
  }

  const links: ILink[] = [];
  const linkItems = new Map<string, GanttLink>();
  for (const link of inputLinks) {
    const key = String(link.id);
    const source = String(link.source);
    const target = String(link.target);
    if (linkItems.has(key) || !items.has(source) || !items.has(target) || source === target) continue;
    linkItems.set(key, link);
    links.push({ id: key, source, target, type: svarLinkType(link.type) });
  }
  return { tasks, links, items, linkItems };
}

/** What SVAR's time scale tells about where a date is drawn: the same sum SVAR uses for bars. */
export type ScalePosition = {
  start: Date;
  lengthUnit: string;
  cellWidth: number;
  diff: (later: Date, earlier: Date, lengthUnit?: string) => number;
};

/** A marker as drawn: its left edge, its width (null for a line) and its text. */
export type MarkerPlacement = {
  key: number;
  left: number;
  width: number | null;
  text?: string;
  title?: string;
  className: string;
};

const xOf = (date: Date, scale: ScalePosition) =>
  Math.round(scale.diff(date, scale.start, scale.lengthUnit) * scale.cellWidth);

/** The markers on the time scale; a marker with an unreadable start is left out. */
export function markerPlacements(markers: readonly GanttMarker[], scale: ScalePosition): MarkerPlacement[] {
  return markers.flatMap((marker, key) => {
    const start = parseGanttDate(marker.start_date);
    if (start === null) return [];
    const end = parseGanttDate(marker.end_date);
    const left = xOf(start, scale);
    const width = end !== null && end > start ? Math.max(1, xOf(end, scale) - left) : null;
    return [
      {
        key,
        left,
        width,
        className: ["sf-gantt-marker", width === null ? "sf-gantt-marker-line" : "sf-gantt-marker-band", marker.css]
          .filter(Boolean)
          .join(" "),
        ...(marker.text === undefined ? {} : { text: marker.text }),
        ...(marker.title === undefined ? {} : { title: marker.title }),
      },
    ];
  });
}
