import { isoDate } from "../../../template/localDates";
import { newRequestId } from "../../entities/shared/requestId";
import type { GanttId, GanttItem, GanttLink } from "./ganttSchema";

type DatedRow = { text?: string; start?: Date; end?: Date };

/**
 * An item's change, as the edit parameter and the callbacks receive it: the new name and dates ('YYYY-MM-DD'),
 * what they were, where the change came from, and the whole input item (its custom fields and metadata too).
 */
export type GanttItemEdit = {
  operation: "update-item";
  request_id: string;
  source: "dialog" | "drag";
  id: GanttId;
  name: string;
  start: string;
  end: string;
  previous: { name: string; start: string; end: string };
  item: GanttItem;
};

/** A deleted link, as the edit parameter and onLinkDeleted receive it. */
export type GanttLinkDeletion = {
  operation: "delete-link";
  request_id: string;
  id: GanttId;
  source: GanttId;
  target: GanttId;
  type: number;
  link: GanttLink;
};

export type GanttEdit = GanttItemEdit | GanttLinkDeletion;

/** A row's name and dates as an edit states them; a milestone without an end ends where it starts. */
export function rowValues(row: DatedRow): { name: string; start: string; end: string } {
  const start = row.start ? isoDate(row.start) : "";
  return { name: row.text ?? "", start, end: row.end ? isoDate(row.end) : start };
}

export function itemEdit(
  item: GanttItem,
  before: DatedRow,
  after: DatedRow,
  source: GanttItemEdit["source"],
): GanttItemEdit {
  return {
    operation: "update-item",
    request_id: newRequestId(),
    source,
    id: item.id,
    ...rowValues(after),
    previous: rowValues(before),
    item,
  };
}

export function linkDeletion(link: GanttLink): GanttLinkDeletion {
  return {
    operation: "delete-link",
    request_id: newRequestId(),
    id: link.id,
    source: link.source,
    target: link.target,
    type: link.type,
    link,
  };
}

/** Whether a row's name or dates differ between two states. */
export function rowChanged(before: DatedRow, after: DatedRow): boolean {
  const a = rowValues(before);
  const b = rowValues(after);
  return a.name !== b.name || a.start !== b.start || a.end !== b.end;
}
