import { scheduleMessages } from "@storyframe/core";
import { Cron } from "croner";
import { fieldError } from "./fieldError";

/** A cron expression read in an IANA time zone, checked once; answers its occurrences. */
export type CronSchedule = {
  /** The first occurrences strictly after `after`, at most `count`. */
  nextRuns(after: Date, count: number): Date[];
};

/** Whether the runtime knows this IANA time zone (e.g. Europe/Paris); offsets and abbreviations are not zones. */
function isKnownTimeZone(zone: string): boolean {
  if (!zone.includes("/") && zone !== "UTC") return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Checks a five-field cron expression (minute, hour, day of month, month, day of week) and a time zone;
 * throws an InvalidError naming the field (`cron` or `timeZone`) and what is wrong. Seconds and years are not
 * accepted: a delivery runs at most once a minute. An expression that never occurs (30 February) is refused.
 */
export function cronSchedule(cron: string, timeZone: string): CronSchedule {
  if (!isKnownTimeZone(timeZone)) throw fieldError("timeZone", scheduleMessages.timeZoneUnknown(timeZone));
  const expression = cron.trim();
  if (expression.split(/\s+/).length !== 5) throw fieldError("cron", scheduleMessages.cronFields);
  let job: Cron;
  try {
    job = new Cron(expression, { timezone: timeZone, paused: true });
  } catch (error) {
    const detail = error instanceof Error ? error.message.replace(/^CronPattern:\s*/, "") : String(error);
    throw fieldError("cron", scheduleMessages.cronInvalid(detail));
  }
  if (job.nextRun() === null) throw fieldError("cron", scheduleMessages.cronNeverRuns);
  return {
    nextRuns: (after, count) => job.nextRuns(count, after),
  };
}
