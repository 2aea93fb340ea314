import { z } from "zod";
import { contentNameSchema } from "../content/contentSchemas";

/** How a scheduled delivery carries the storyline: the PDF attached, or a link to the viewer with the values. */
export const SCHEDULE_DELIVERY_MODES = ["pdf", "link"] as const;
export type ScheduleDeliveryMode = (typeof SCHEDULE_DELIVERY_MODES)[number];

/** A run is pending (waiting for its time or a retry), running (claimed by one server), sent or failed. */
const SCHEDULE_RUN_STATUSES = ["pending", "running", "sent", "failed"] as const;
export type ScheduleRunStatus = (typeof SCHEDULE_RUN_STATUSES)[number];

export const MAX_SCHEDULE_RECIPIENTS = 50;
/** The parameter values a schedule fixes, as JSON text, at most this long. */
const MAX_SCHEDULE_PARAMETERS_LENGTH = 8192;
/** How many upcoming run times the cron preview lists. */
export const SCHEDULE_PREVIEW_COUNT = 3;

export const scheduleMessages = {
  cronRequired: "Enter a cron expression.",
  cronFields: "Use five fields: minute, hour, day of month, month and day of week (e.g. 0 8 * * 1-5).",
  cronInvalid: (detail: string) => `This cron expression is not valid: ${detail}`,
  cronNeverRuns: "This cron expression never runs (e.g. 30 February).",
  timeZoneRequired: "Choose a time zone.",
  timeZoneUnknown: (zone: string) => `'${zone}' is not a known IANA time zone (e.g. Europe/Paris, America/New_York).`,
  recipientsRequired: "Add at least one recipient.",
  recipientsTooMany: `Add at most ${MAX_SCHEDULE_RECIPIENTS} recipients.`,
  recipientInvalid: (address: string) => `'${address}' is not a valid e-mail address.`,
  recipientUnknown: (address: string) => `${address} is not a user of this tenant.`,
  recipientCannotRead: (address: string) => `${address} may not read this storyline.`,
  parametersTooLong: `Parameter values must take at most ${MAX_SCHEDULE_PARAMETERS_LENGTH} characters as JSON.`,
  storylineUnknown: (id: string) => `There is no storyline '${id}' you may read.`,
  scheduleNotFound: "Schedule not found.",
  notOwner: "Only the owner of a schedule can edit it.",
  pdfUnavailable: "PDF delivery is not available on this server: choose a link instead.",
} as const;

const jsonValueSchema = z.json();

/** What a user sets when creating or editing a schedule. */
export const scheduleInputSchema = z.object({
  storylineId: contentNameSchema,
  parameters: z
    .record(z.string().min(1).max(100), jsonValueSchema)
    .default({})
    .refine((values) => JSON.stringify(values).length <= MAX_SCHEDULE_PARAMETERS_LENGTH, {
      message: scheduleMessages.parametersTooLong,
    }),
  cron: z.string().trim().min(1, scheduleMessages.cronRequired).max(120),
  timeZone: z.string().trim().min(1, scheduleMessages.timeZoneRequired).max(64),
  recipients: z
    .array(z.string().trim().toLowerCase().max(254))
    .min(1, scheduleMessages.recipientsRequired)
    .max(MAX_SCHEDULE_RECIPIENTS, scheduleMessages.recipientsTooMany),
  delivery: z.enum(SCHEDULE_DELIVERY_MODES, { error: "Choose pdf (attached) or link." }),
  enabled: z.boolean().default(true),
});
export type ScheduleInput = z.output<typeof scheduleInputSchema>;

export const scheduleEnabledSchema = z.object({ enabled: z.boolean() });

export const schedulePreviewInputSchema = z.object({
  cron: scheduleInputSchema.shape.cron,
  timeZone: scheduleInputSchema.shape.timeZone,
});

export const schedulePreviewSchema = z.object({ nextRuns: z.array(z.string()) }).meta({ id: "SchedulePreview" });

export const scheduleRunSchema = z
  .object({
    id: z.string(),
    dueAt: z.string(),
    trigger: z.enum(["schedule", "manual"]),
    status: z.enum(SCHEDULE_RUN_STATUSES),
    attempts: z.number().int(),
    nextAttemptAt: z.string().nullable(),
    lastError: z.string().nullable(),
    sentAt: z.string().nullable(),
  })
  .meta({ id: "ScheduleRun" });
export type ScheduleRun = z.infer<typeof scheduleRunSchema>;

export const scheduleSchema = z
  .object({
    id: z.string(),
    storylineId: z.string(),
    parameters: z.record(z.string(), jsonValueSchema),
    cron: z.string(),
    timeZone: z.string(),
    recipients: z.array(z.string()),
    delivery: z.enum(SCHEDULE_DELIVERY_MODES),
    enabled: z.boolean(),
    nextRunAt: z.string().nullable(),
    owner: z.object({ id: z.string(), name: z.string(), emailAddress: z.string() }),
    lastRun: scheduleRunSchema.nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "Schedule" });
export type Schedule = z.infer<typeof scheduleSchema>;

export const scheduleListSchema = z.array(scheduleSchema);
export const scheduleRunListSchema = z.array(scheduleRunSchema);
