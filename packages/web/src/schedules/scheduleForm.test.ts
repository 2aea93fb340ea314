import { encodeObfuscatedParameters, encodeParameters, scheduleMessages } from "@storyframe/core";
import { describe, expect, it } from "vitest";
import { describeRun, describeWhen } from "./describeSchedule";
import {
  formatRunTime,
  formatShortRunTime,
  inputOfForm,
  isEmailAddress,
  newScheduleFromSearch,
  parseParametersText,
  scheduleFormSchema,
} from "./scheduleForm";

const form = {
  storylineId: "fleet-operations",
  parametersText: '{"site": "North pit"}',
  cron: " 0 8 * * 1-5 ",
  timeZone: "Europe/Paris",
  recipients: [" Viewer@Demo.Storyframe.Test "],
  delivery: "link" as const,
};

describe("the schedule form", () => {
  it("reads parameter values as a JSON object, empty text as none, and refuses anything else", () => {
    expect(parseParametersText('{"site": "North pit", "year": 2024}')).toEqual({ site: "North pit", year: 2024 });
    expect(parseParametersText("  ")).toEqual({});
    expect(parseParametersText("[1, 2]")).toBeNull();
    expect(parseParametersText("{site}")).toBeNull();
  });

  it("turns its values into the body of a save, addresses in lower case", () => {
    expect(inputOfForm(form, true)).toEqual({
      storylineId: "fleet-operations",
      parameters: { site: "North pit" },
      cron: "0 8 * * 1-5",
      timeZone: "Europe/Paris",
      recipients: ["viewer@demo.storyframe.test"],
      delivery: "link",
      enabled: true,
    });
  });

  it("names the recipient that is not an e-mail address", () => {
    const checked = scheduleFormSchema.safeParse({ ...form, recipients: ["ok@example.com", "not an address"] });
    expect(checked.success).toBe(false);
    expect(checked.error?.issues[0]?.message).toBe(scheduleMessages.recipientInvalid("not an address"));
    expect(isEmailAddress("ok@example.com")).toBe(true);
  });

  it("asks for at least one recipient and a storyline", () => {
    const checked = scheduleFormSchema.safeParse({ ...form, storylineId: "", recipients: [] });
    expect(checked.error?.issues.map((issue) => issue.message)).toEqual([
      "Choose a storyline.",
      scheduleMessages.recipientsRequired,
    ]);
  });
});

describe("a new schedule started from the viewer", () => {
  it("takes the storyline and the viewer's plain values, leaving out the viewer's own flags", () => {
    const search = `?schedule=fleet-operations&frame=2&hideMinimap=1&${encodeParameters({ site: "North pit", year: 2024 })}`;
    expect(newScheduleFromSearch(search)).toEqual({
      storylineId: "fleet-operations",
      parametersText: JSON.stringify({ site: "North pit", year: 2024 }, null, 2),
    });
  });

  it("takes obfuscated values too, and none when their hash does not match", () => {
    const { _parameters, _hash } = encodeObfuscatedParameters({ site: "South pit" });
    expect(newScheduleFromSearch(`?schedule=s&_parameters=${_parameters}&_hash=${_hash}`)?.parametersText).toBe(
      JSON.stringify({ site: "South pit" }, null, 2),
    );
    expect(newScheduleFromSearch(`?schedule=s&_parameters=${_parameters}&_hash=0000`)).toEqual({
      storylineId: "s",
      parametersText: "",
    });
  });

  it("is nothing without a storyline", () => {
    expect(newScheduleFromSearch("?site=x")).toBeNull();
  });
});

describe("how schedules read", () => {
  it("shows run times in the schedule's own time zone", () => {
    expect(formatRunTime("2026-03-30T06:00:00.000Z", "Europe/Paris")).toBe("Mon, 30 Mar 2026, 08:00 CEST");
    expect(formatRunTime("2026-03-30T06:00:00.000Z", "America/New_York")).toBe("Mon, 30 Mar 2026, 02:00 GMT-4");
  });

  it("shortens them in lists, without the year", () => {
    expect(formatShortRunTime("2026-11-27T07:00:00.000Z", "Europe/Paris")).toBe("Fri 27 Nov, 08:00 CET");
  });

  it("says common schedules in words and others as their expression", () => {
    expect(describeWhen({ cron: "0 8 * * 1-5", timeZone: "Europe/Paris" })).toBe(
      "Every weekday at 08:00 (Europe/Paris)",
    );
    expect(describeWhen({ cron: "15 6 * * 2", timeZone: "UTC" })).toBe("15 6 * * 2 (UTC)");
  });

  it("describes a run that waits for a retry and one that failed", () => {
    const base = { id: "r", dueAt: "2026-03-30T06:00:00.000Z", trigger: "schedule" as const, sentAt: null };
    expect(
      describeRun(
        { ...base, status: "pending", attempts: 2, nextAttemptAt: "2026-03-30T06:04:00.000Z", lastError: "busy" },
        "UTC",
      ),
    ).toBe("Retrying Mon, 30 Mar 2026, 06:04 UTC (attempt 3)");
    expect(describeRun({ ...base, status: "failed", attempts: 5, nextAttemptAt: null, lastError: "busy" }, "UTC")).toBe(
      "Failed after 5 attempts",
    );
  });
});
