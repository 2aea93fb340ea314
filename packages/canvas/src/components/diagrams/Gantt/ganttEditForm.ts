import { parseGanttDate } from "./ganttDates";

/** The edit dialog's messages (canvas-components §5). */
export const editMessages = {
  required: "This field is required.",
  endBeforeStart: "The end date cannot be before the start date.",
} as const;

/** The edit dialog's fields (see `rowValues` for a row's); the dates as date fields hold them, 'YYYY-MM-DD' or empty. */
export type GanttEditForm = { name: string; start: string; end: string };
export type GanttEditProblems = Partial<Record<keyof GanttEditForm, string>>;

/** The accepted form: the name trimmed, the dates read as local days. */
export type GanttEditValues = { name: string; start: Date; end: Date };

const readDate = (text: string): Date | null => (/^\d{4}-\d{2}-\d{2}$/.test(text) ? parseGanttDate(text) : null);

/**
 * The form's problems by field: name, start date and end date are each required (canvas-components §5); a
 * date that cannot be read counts as missing, and the end may not come before the start.
 */
export function validateEditForm(form: GanttEditForm): GanttEditProblems {
  const problems: GanttEditProblems = {};
  if (form.name.trim() === "") problems.name = editMessages.required;
  const start = readDate(form.start);
  const end = readDate(form.end);
  if (start === null) problems.start = editMessages.required;
  if (end === null) problems.end = editMessages.required;
  else if (start !== null && end < start) problems.end = editMessages.endBeforeStart;
  return problems;
}

/** The values of a form without problems, or null when it has any. */
export function acceptedValues(form: GanttEditForm): GanttEditValues | null {
  if (Object.keys(validateEditForm(form)).length > 0) return null;
  const start = readDate(form.start);
  const end = readDate(form.end);
  return start && end ? { name: form.name.trim(), start, end } : null;
}
