import {
  decodeObfuscatedParameters,
  decodeParameters,
  MAX_SCHEDULE_RECIPIENTS,
  PARAMETERS_HASH_QUERY_FLAG,
  PARAMETERS_QUERY_FLAG,
  type Schedule,
  type ScheduleDeliveryMode,
  type ScheduleInput,
  scheduleMessages,
} from "@storyframe/core";
import { z } from "zod";
import { NEW_SCHEDULE_QUERY_FLAG } from "./newScheduleAddress";

/** Common schedules, offered beside the cron field; each fills it in. */
export const CRON_PRESETS: readonly { label: string; cron: string }[] = [
  { label: "Every weekday at 08:00", cron: "0 8 * * 1-5" },
  { label: "Every day at 07:00", cron: "0 7 * * *" },
  { label: "Every Monday at 09:00", cron: "0 9 * * 1" },
  { label: "First of the month at 08:00", cron: "0 8 1 * *" },
];

/** Query names of the viewer that are not parameter values. */
const VIEWER_FLAGS = new Set([
  NEW_SCHEDULE_QUERY_FLAG,
  "frame",
  "isExport",
  "hideTitleBar",
  "hideMinimap",
  "hideCommentary",
  "menu-expanded",
  "nav-filters-id",
]);

const simpleEmail = z.email();

/** Whether a recipient chip holds something that looks like an e-mail address (the server checks the tenant). */
export function isEmailAddress(text: string): boolean {
  return simpleEmail.safeParse(text.trim()).success;
}

export type ScheduleFormValues = {
  storylineId: string;
  /** The fixed parameter values as JSON text, edited as such. */
  parametersText: string;
  cron: string;
  timeZone: string;
  recipients: string[];
  delivery: ScheduleDeliveryMode;
};

const parametersMessage = 'Write the values as a JSON object, e.g. {"site": "North pit"}, or leave it empty.';

/** The parameter values a text holds: a JSON object, or {} when empty; null when it is not one. */
export function parseParametersText(text: string): Record<string, ScheduleInput["parameters"][string]> | null {
  if (text.trim() === "") return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)
      ? (parsed as ScheduleInput["parameters"])
      : null;
  } catch {
    return null;
  }
}

export const scheduleFormSchema = z.object({
  storylineId: z.string().min(1, "Choose a storyline."),
  parametersText: z.string().refine((text) => parseParametersText(text) !== null, parametersMessage),
  cron: z.string().trim().min(1, scheduleMessages.cronRequired),
  timeZone: z.string().trim().min(1, scheduleMessages.timeZoneRequired),
  recipients: z
    .array(z.string())
    .min(1, scheduleMessages.recipientsRequired)
    .max(MAX_SCHEDULE_RECIPIENTS, scheduleMessages.recipientsTooMany)
    .superRefine((addresses, context) => {
      const wrong = addresses.find((address) => !isEmailAddress(address));
      if (wrong !== undefined) context.addIssue({ code: "custom", message: scheduleMessages.recipientInvalid(wrong) });
    }),
  delivery: z.enum(["pdf", "link"]),
});

/** The body of a create or edit call; the schedule keeps its paused or running state. */
export function inputOfForm(values: ScheduleFormValues, enabled: boolean): ScheduleInput {
  return {
    storylineId: values.storylineId,
    parameters: parseParametersText(values.parametersText) ?? {},
    cron: values.cron.trim(),
    timeZone: values.timeZone.trim(),
    recipients: values.recipients.map((address) => address.trim().toLowerCase()),
    delivery: values.delivery,
    enabled,
  };
}

export function formOfSchedule(schedule: Schedule): ScheduleFormValues {
  return {
    storylineId: schedule.storylineId,
    parametersText: Object.keys(schedule.parameters).length > 0 ? JSON.stringify(schedule.parameters, null, 2) : "",
    cron: schedule.cron,
    timeZone: schedule.timeZone,
    recipients: schedule.recipients,
    delivery: schedule.delivery,
  };
}

/** A run time as lists show it, shorter: 'Mon 30 Mar, 08:00 CEST', in the schedule's time zone. */
export function formatShortRunTime(iso: string, timeZone: string): string {
  try {
    const parts = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      weekday: "short",
      day: "numeric",
      month: "short",
      hour: "2-digit",
      minute: "2-digit",
      timeZoneName: "short",
    }).formatToParts(new Date(iso));
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
    return `${part("weekday")} ${part("day")} ${part("month")}, ${part("hour")}:${part("minute")} ${part("timeZoneName")}`;
  } catch {
    return new Date(iso).toISOString();
  }
}

/** The browser's own time zone, the default of a new schedule. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

/** Every IANA time zone the browser knows, UTC first. */
export function timeZoneOptions(): string[] {
  const zones = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return ["UTC", ...zones.filter((zone) => zone !== "UTC")];
}

/** A run time as the schedule's readers see it: 'Mon, 30 Mar 2026, 08:00 CEST', in the schedule's time zone. */
export function formatRunTime(iso: string, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat("en-GB", {
      timeZone,
      weekday: "short",
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      timeZoneName: "short",
    }).format(new Date(iso));
  } catch {
    return new Date(iso).toISOString();
  }
}

/**
 * A new schedule started from the viewer: `?schedule=<storyline>` plus the viewer's parameter values (plain or
 * `_parameters` with `_hash`). Values that do not decode are left out: the form starts without them.
 */
export function newScheduleFromSearch(search: string): { storylineId: string; parametersText: string } | null {
  const query = new URLSearchParams(search);
  const storylineId = query.get(NEW_SCHEDULE_QUERY_FLAG);
  if (!storylineId) return null;
  let values: Record<string, unknown> = {};
  try {
    const encoded = query.get(PARAMETERS_QUERY_FLAG);
    values = encoded
      ? decodeObfuscatedParameters(encoded, query.get(PARAMETERS_HASH_QUERY_FLAG))
      : decodeParameters(new URLSearchParams([...query].filter(([name]) => !VIEWER_FLAGS.has(name))));
  } catch {
    values = {};
  }
  const simple = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, value instanceof Date ? value.toISOString() : value]),
  );
  return {
    storylineId,
    parametersText: Object.keys(simple).length > 0 ? JSON.stringify(simple, null, 2) : "",
  };
}
