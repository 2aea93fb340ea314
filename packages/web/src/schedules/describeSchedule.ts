import type { Schedule, ScheduleRun } from "@storyframe/core";
import { CRON_PRESETS, formatRunTime, formatShortRunTime } from "./scheduleForm";

/** When a schedule runs, in words when it is one of the common schedules, else its expression. */
export function describeWhen(schedule: Pick<Schedule, "cron" | "timeZone">): string {
  const preset = CRON_PRESETS.find((candidate) => candidate.cron === schedule.cron.trim());
  return `${preset ? preset.label : schedule.cron} (${schedule.timeZone})`;
}

/** When a run was sent, or is due, in a few words for the list: 'Thu 26 Nov, 08:00 CET'. */
export function runMoment(run: ScheduleRun, timeZone: string): string {
  return formatShortRunTime(run.sentAt ?? run.nextAttemptAt ?? run.dueAt, timeZone);
}

/** A run's state in a few words: 'Sent Thu, 26 Nov 2026, 08:00 CET', 'Retrying …', 'Failed after 5 attempts'. */
export function describeRun(run: ScheduleRun, timeZone: string): string {
  switch (run.status) {
    case "sent":
      return `Sent ${formatRunTime(run.sentAt ?? run.dueAt, timeZone)}`;
    case "running":
      return "Sending now";
    case "pending":
      return run.attempts > 0 && run.nextAttemptAt
        ? `Retrying ${formatRunTime(run.nextAttemptAt, timeZone)} (attempt ${run.attempts + 1})`
        : "Waiting to be sent";
    case "failed":
      return `Failed after ${run.attempts} ${run.attempts === 1 ? "attempt" : "attempts"}`;
  }
}
