import { scheduleMessages } from "@storyframe/core";
import { describe, expect, it } from "vitest";
import { InvalidError } from "../shared/domainErrors";
import { cronSchedule } from "./cronSchedule";

function refusal(cron: string, timeZone: string): { message: string; fieldErrors: unknown } {
  try {
    cronSchedule(cron, timeZone);
  } catch (error) {
    if (error instanceof InvalidError) return { message: error.message, fieldErrors: error.fieldErrors };
    throw error;
  }
  throw new Error(`'${cron}' in ${timeZone} was accepted`);
}

const isoOf = (dates: Date[]) => dates.map((date) => date.toISOString());

describe("cronSchedule", () => {
  it("lists the next weekday mornings at 08:00 in Paris, in UTC", () => {
    const runs = cronSchedule("0 8 * * 1-5", "Europe/Paris").nextRuns(new Date("2026-03-26T12:00:00Z"), 3);
    // 27 March is still winter time (UTC+1); Paris moves to summer time (UTC+2) on 29 March.
    expect(isoOf(runs)).toEqual(["2026-03-27T07:00:00.000Z", "2026-03-30T06:00:00.000Z", "2026-03-31T06:00:00.000Z"]);
  });

  it("reads the same expression in New York's time", () => {
    const runs = cronSchedule("30 9 1 * *", "America/New_York").nextRuns(new Date("2026-01-15T00:00:00Z"), 2);
    expect(isoOf(runs)).toEqual(["2026-02-01T14:30:00.000Z", "2026-03-01T14:30:00.000Z"]);
  });

  it("answers only occurrences strictly after the given time", () => {
    const runs = cronSchedule("0 * * * *", "UTC").nextRuns(new Date("2026-05-01T10:00:00Z"), 2);
    expect(isoOf(runs)).toEqual(["2026-05-01T11:00:00.000Z", "2026-05-01T12:00:00.000Z"]);
  });

  it("refuses an unknown time zone, naming it", () => {
    expect(refusal("0 8 * * *", "Mars/Olympus_Mons")).toEqual({
      message: scheduleMessages.timeZoneUnknown("Mars/Olympus_Mons"),
      fieldErrors: { timeZone: [scheduleMessages.timeZoneUnknown("Mars/Olympus_Mons")] },
    });
  });

  it("refuses an abbreviation or an offset in place of a time zone", () => {
    expect(refusal("0 8 * * *", "CET").message).toBe(scheduleMessages.timeZoneUnknown("CET"));
    expect(refusal("0 8 * * *", "+02:00").message).toBe(scheduleMessages.timeZoneUnknown("+02:00"));
  });

  it("refuses expressions that do not have five fields (no seconds)", () => {
    expect(refusal("* * * * * *", "UTC").message).toBe(scheduleMessages.cronFields);
    expect(refusal("0 8 * *", "UTC").message).toBe(scheduleMessages.cronFields);
  });

  it("refuses a value out of range, saying which field", () => {
    const { message } = refusal("61 8 * * *", "UTC");
    expect(message).toBe(scheduleMessages.cronInvalid("Invalid value for minute: 61"));
  });

  it("refuses an expression that never occurs", () => {
    expect(refusal("0 0 30 2 *", "UTC").message).toBe(scheduleMessages.cronNeverRuns);
  });
});
