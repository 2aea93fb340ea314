import type { AddressInfo } from "node:net";
import { type Schedule, type ScheduleRun, scheduleMessages } from "@storyframe/core";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readOutbox } from "../mail/mailer";
import { signAccessToken } from "../test/accessTokens";
import { ADMIN_EMAIL, adminApi } from "../test/adminApi";
import { buildTestApp, type TestApp } from "../test/buildTestApp";
import { databaseKinds } from "../test/testDatabase";

const VIEWER_EMAIL = "viewer@demo.storyframe.test";
const DEVELOPER_EMAIL = "developer@demo.storyframe.test";
/** A quick loop and quick retries, so deliveries and their failures happen within a test. */
const FAST_DELIVERY = {
  STORYFRAME_SCHEDULER_INTERVAL_MS: "100",
  STORYFRAME_SCHEDULE_LEASE_MS: "5000",
  STORYFRAME_SCHEDULE_RETRY_DELAY_MS: "100",
  STORYFRAME_SCHEDULE_MAX_ATTEMPTS: "3",
};
const WAIT = { timeout: 20_000, interval: 100 };

function scheduleBody(overrides: Record<string, unknown> = {}) {
  return {
    storylineId: "fleet-operations",
    parameters: { site: "North pit", year: 2024 },
    cron: "0 8 * * 1-5",
    timeZone: "Europe/Paris",
    recipients: [VIEWER_EMAIL],
    delivery: "link",
    ...overrides,
  };
}

describe.each(databaseKinds)("scheduled delivery on %s", (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof adminApi>;
  let admin: string;
  let developer: string;
  let viewer: string;

  beforeAll(async () => {
    t = await buildTestApp(kind, FAST_DELIVERY);
    api = adminApi(t);
    admin = await api.tokenOf(ADMIN_EMAIL);
    developer = await api.tokenOf(DEVELOPER_EMAIL);
    viewer = await api.tokenOf(VIEWER_EMAIL);
  });
  afterAll(async () => t.close());

  async function create(token: string, overrides: Record<string, unknown> = {}): Promise<Schedule> {
    const response = await api.call("POST", "/api/schedules", token, scheduleBody(overrides));
    if (response.statusCode !== 200) throw new Error(`schedule not created: ${response.body}`);
    return response.json() as Schedule;
  }

  async function runsOf(token: string, id: string): Promise<ScheduleRun[]> {
    return (await api.call("GET", `/api/schedules/${id}/runs`, token)).json() as ScheduleRun[];
  }

  async function mailsMentioning(text: string) {
    return (await readOutbox(t.database.db, 1000)).filter((mail) => mail.text.includes(text));
  }

  it("documents its routes in the OpenAPI document", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(
      expect.arrayContaining(["/api/schedules", "/api/schedules/{id}", "/api/schedules/{id}/send"]),
    );
  });

  describe("the cron preview", () => {
    it("lists the next three run times of an expression in its time zone", async () => {
      const response = await api.call("POST", "/api/schedules/preview", admin, {
        cron: "0 8 * * 1-5",
        timeZone: "Europe/Paris",
      });
      expect(response.statusCode).toBe(200);
      const { nextRuns } = response.json() as { nextRuns: string[] };
      expect(nextRuns).toHaveLength(3);
      for (const run of nextRuns) {
        const local = new Intl.DateTimeFormat("en-GB", {
          timeZone: "Europe/Paris",
          hour: "2-digit",
          minute: "2-digit",
          weekday: "short",
        }).format(new Date(run));
        expect(local).toMatch(/^(Mon|Tue|Wed|Thu|Fri) 08:00$/);
      }
    });

    it("refuses a bad cron expression and an unknown time zone with a message saying which", async () => {
      const badCron = await api.call("POST", "/api/schedules/preview", admin, { cron: "0 25 * * *", timeZone: "UTC" });
      expect(badCron.statusCode).toBe(400);
      expect(badCron.json()).toMatchObject({
        message: scheduleMessages.cronInvalid("Invalid value for hour: 25"),
        errors: { cron: [scheduleMessages.cronInvalid("Invalid value for hour: 25")] },
      });
      const badZone = await api.call("POST", "/api/schedules/preview", admin, {
        cron: "0 8 * * *",
        timeZone: "Europe/Atlantis",
      });
      expect(badZone.statusCode).toBe(400);
      expect(badZone.json().message).toBe(scheduleMessages.timeZoneUnknown("Europe/Atlantis"));
    });
  });

  describe("creating a schedule", () => {
    it("stores it with its next run in the time zone and lists it for its owner", async () => {
      const schedule = await create(admin, { recipients: [VIEWER_EMAIL, "Developer@Demo.Storyframe.Test"] });
      expect(schedule).toMatchObject({
        storylineId: "fleet-operations",
        parameters: { site: "North pit", year: 2024 },
        recipients: [VIEWER_EMAIL, DEVELOPER_EMAIL],
        delivery: "link",
        enabled: true,
        owner: { emailAddress: ADMIN_EMAIL },
        lastRun: null,
      });
      expect(schedule.nextRunAt).not.toBeNull();
      expect(Date.parse(schedule.nextRunAt ?? "")).toBeGreaterThan(Date.now());
      const own = (await api.call("GET", "/api/schedules", admin)).json() as Schedule[];
      expect(own.map((s) => s.id)).toContain(schedule.id);
    });

    it("refuses a recipient who is not a user of the tenant, naming the address", async () => {
      const response = await api.call(
        "POST",
        "/api/schedules",
        admin,
        scheduleBody({ recipients: [VIEWER_EMAIL, "stranger@example.com"] }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: scheduleMessages.recipientUnknown("stranger@example.com"),
        errors: { recipients: [scheduleMessages.recipientUnknown("stranger@example.com")] },
      });
    });

    it("refuses an address that is not an e-mail address", async () => {
      const response = await api.call(
        "POST",
        "/api/schedules",
        admin,
        scheduleBody({ recipients: ["not-an-address"] }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(scheduleMessages.recipientInvalid("not-an-address"));
    });

    it("refuses a storyline the user may not read, and one that does not exist", async () => {
      // The author's guide needs developer-tools::access, which administrators do not hold.
      const hidden = await api.call("POST", "/api/schedules", admin, scheduleBody({ storylineId: "authors-guide" }));
      expect(hidden.statusCode).toBe(400);
      expect(hidden.json().message).toBe(scheduleMessages.storylineUnknown("authors-guide"));
      const missing = await api.call("POST", "/api/schedules", admin, scheduleBody({ storylineId: "no-such-story" }));
      expect(missing.statusCode).toBe(400);
    });

    it("refuses a recipient who may not read the storyline", async () => {
      const response = await api.call(
        "POST",
        "/api/schedules",
        developer,
        scheduleBody({ storylineId: "authors-guide", recipients: [VIEWER_EMAIL] }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(scheduleMessages.recipientCannotRead(VIEWER_EMAIL));
    });

    it("refuses a bad cron expression and a seconds field with the field's message", async () => {
      const seconds = await api.call("POST", "/api/schedules", admin, scheduleBody({ cron: "*/5 * * * * *" }));
      expect(seconds.statusCode).toBe(400);
      expect(seconds.json().errors).toEqual({ cron: [scheduleMessages.cronFields] });
    });

    it("needs schedules::manage, which viewers are not given", async () => {
      const response = await api.call("POST", "/api/schedules", viewer, scheduleBody());
      expect(response.statusCode).toBe(403);
    });
  });

  describe("who sees and changes a schedule", () => {
    let schedule: Schedule;
    beforeAll(async () => {
      schedule = await create(developer, { recipients: [DEVELOPER_EMAIL] });
    });

    it("keeps a user's schedules from other users, who are told it does not exist", async () => {
      const other = await signAccessToken(t, { allowed_tags: ["schedules::manage"] });
      expect((await api.call("GET", `/api/schedules/${schedule.id}`, other)).statusCode).toBe(404);
      expect((await api.call("DELETE", `/api/schedules/${schedule.id}`, other)).statusCode).toBe(404);
      expect((await api.call("POST", `/api/schedules/${schedule.id}/send`, other)).statusCode).toBe(404);
      const list = (await api.call("GET", "/api/schedules", other)).json() as Schedule[];
      expect(list).toEqual([]);
    });

    it("lists every schedule of the tenant for administrators, with their owners", async () => {
      const response = await api.call("GET", "/api/schedules/tenant", admin);
      expect(response.statusCode).toBe(200);
      const listed = (response.json() as Schedule[]).find((s) => s.id === schedule.id);
      expect(listed?.owner.emailAddress).toBe(DEVELOPER_EMAIL);
      expect((await api.call("GET", "/api/schedules/tenant", developer)).statusCode).toBe(403);
    });

    it("lets an administrator pause another user's schedule but not edit it", async () => {
      const paused = await api.call("PUT", `/api/schedules/${schedule.id}/enabled`, admin, { enabled: false });
      expect(paused.statusCode).toBe(200);
      expect(paused.json()).toMatchObject({ enabled: false, nextRunAt: null });
      const edit = await api.call("PUT", `/api/schedules/${schedule.id}`, admin, scheduleBody());
      expect(edit.statusCode).toBe(403);
      expect(edit.json().message).toBe(scheduleMessages.notOwner);
    });

    it("lets the owner resume and edit it", async () => {
      const resumed = await api.call("PUT", `/api/schedules/${schedule.id}/enabled`, developer, { enabled: true });
      expect(resumed.json()).toMatchObject({ enabled: true });
      expect(resumed.json().nextRunAt).not.toBeNull();
      const edited = await api.call(
        "PUT",
        `/api/schedules/${schedule.id}`,
        developer,
        scheduleBody({ cron: "15 6 * * *", timeZone: "Asia/Tokyo", recipients: [DEVELOPER_EMAIL] }),
      );
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({ cron: "15 6 * * *", timeZone: "Asia/Tokyo" });
      const local = new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Tokyo", hour: "2-digit", minute: "2-digit" });
      expect(local.format(new Date(edited.json().nextRunAt))).toBe("06:15");
    });

    it("deletes it with its runs", async () => {
      const doomed = await create(developer, { recipients: [DEVELOPER_EMAIL] });
      expect((await api.call("DELETE", `/api/schedules/${doomed.id}`, developer)).statusCode).toBe(204);
      expect((await api.call("GET", `/api/schedules/${doomed.id}`, developer)).statusCode).toBe(404);
    });
  });

  describe("delivering", () => {
    it("sends now: one mail to the recipients with the viewer's link and the parameter values", async () => {
      const schedule = await create(admin, {
        parameters: { site: "send-now-site", year: 2024 },
        recipients: [VIEWER_EMAIL, DEVELOPER_EMAIL],
      });
      const queued = await api.call("POST", `/api/schedules/${schedule.id}/send`, admin);
      expect(queued.statusCode).toBe(202);
      expect(queued.json()).toMatchObject({ trigger: "manual", status: "pending" });

      await expect.poll(async () => (await runsOf(admin, schedule.id))[0]?.status, WAIT).toBe("sent");
      const mails = await mailsMentioning("send-now-site");
      expect(mails).toHaveLength(1);
      expect(mails[0]?.to).toBe(`${VIEWER_EMAIL}, ${DEVELOPER_EMAIL}`);
      expect(mails[0]?.subject).toBe("Haul fleet operations — scheduled delivery");
      expect(mails[0]?.text).toContain(
        `${t.config.publicUrl}/storylines/fleet-operations?site=%5Csend-now-site&year=2024`,
      );
      expect(mails[0]?.text).toContain("Parameter values: site = send-now-site; year = 2024");
      const [listed] = ((await api.call("GET", "/api/schedules", admin)).json() as Schedule[]).filter(
        (s) => s.id === schedule.id,
      );
      expect(listed?.lastRun).toMatchObject({ status: "sent", attempts: 1, lastError: null });
      expect(await t.services.metrics.registry.metrics()).toMatch(
        /^storyframe_delivery_runs_total\{outcome="sent"\} [1-9]\d*$/m,
      );
    });

    it("sends an occurrence that has come once, and moves the schedule to its next occurrence", async () => {
      const schedule = await create(admin, { parameters: { site: "due-site" }, cron: "*/5 * * * *", timeZone: "UTC" });
      const due = new Date(Date.now() - 1000).toISOString();
      await t.database.db.updateTable("schedules").set({ next_run_at: due }).where("id", "=", schedule.id).execute();

      await expect.poll(async () => (await mailsMentioning("due-site")).length, WAIT).toBe(1);
      const runs = await runsOf(admin, schedule.id);
      expect(runs).toHaveLength(1);
      expect(runs[0]).toMatchObject({ dueAt: due, trigger: "schedule" });
      await expect.poll(async () => (await runsOf(admin, schedule.id))[0]?.status, WAIT).toBe("sent");
      const moved = (await api.call("GET", `/api/schedules/${schedule.id}`, admin)).json() as Schedule;
      expect(Date.parse(moved.nextRunAt ?? "")).toBeGreaterThan(Date.now());
      expect(new Date(moved.nextRunAt ?? "").getUTCMinutes() % 5).toBe(0);
    });

    it("does not deliver a paused schedule's occurrences", async () => {
      const schedule = await create(admin, { parameters: { site: "paused-site" }, enabled: false });
      expect(schedule.nextRunAt).toBeNull();
      await t.services.scheduler.pass();
      expect(await runsOf(admin, schedule.id)).toEqual([]);
    });

    it("fails a delivery whose owner may no longer read the storyline, without retrying, and says why", async () => {
      const schedule = await create(admin, { parameters: { site: "lost-access" } });
      await t.database.db
        .updateTable("schedules")
        .set({ storyline_id: "authors-guide" })
        .where("id", "=", schedule.id)
        .execute();
      await api.call("POST", `/api/schedules/${schedule.id}/send`, admin);
      await expect.poll(async () => (await runsOf(admin, schedule.id))[0]?.status, WAIT).toBe("failed");
      const [run] = await runsOf(admin, schedule.id);
      expect(run?.attempts).toBe(1);
      expect(run?.lastError).toContain("may no longer read storyline 'authors-guide'");
    });
  });
});

type Mailbox = { url: string; accepted: string[]; refusals: number; close: () => Promise<void> };

/** An SMTP server on loopback that refuses the first `refuse` messages, then keeps the raw text of the rest. */
async function startMailbox(refuse: number): Promise<Mailbox> {
  const mailbox: Mailbox = { url: "", accepted: [], refusals: 0, close: async () => {} };
  const server = new SMTPServer({
    authOptional: true,
    hideSTARTTLS: true,
    logger: false,
    onData(stream, _session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => {
        raw += chunk.toString("utf8");
      });
      stream.on("end", () => {
        if (mailbox.refusals < refuse) {
          mailbox.refusals += 1;
          const error = Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 });
          callback(error);
          return;
        }
        mailbox.accepted.push(raw);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  mailbox.url = `smtp://127.0.0.1:${port}`;
  mailbox.close = () => new Promise((resolve) => server.close(() => resolve()));
  return mailbox;
}

describe.each(databaseKinds)("retries of scheduled delivery over SMTP on %s", (kind) => {
  it("retries a refused mail with back-off and sends it once the server accepts", async () => {
    const mailbox = await startMailbox(2);
    const t = await buildTestApp(kind, { ...FAST_DELIVERY, STORYFRAME_SMTP_URL: mailbox.url });
    try {
      const api = adminApi(t);
      const admin = await api.tokenOf(ADMIN_EMAIL);
      const created = await api.call(
        "POST",
        "/api/schedules",
        admin,
        scheduleBody({ parameters: { site: "retried" } }),
      );
      const id = (created.json() as Schedule).id;
      await api.call("POST", `/api/schedules/${id}/send`, admin);
      await expect
        .poll(
          async () => ((await api.call("GET", `/api/schedules/${id}/runs`, admin)).json() as ScheduleRun[])[0],
          WAIT,
        )
        .toMatchObject({ status: "sent", attempts: 3 });
      expect(mailbox.refusals).toBe(2);
      expect(mailbox.accepted).toHaveLength(1);
      expect(mailbox.accepted[0]).toContain("retried");
    } finally {
      await t.close();
      await mailbox.close();
    }
  });

  it("gives up after the last attempt and shows the error to the owner and administrators", async () => {
    const mailbox = await startMailbox(100);
    const t = await buildTestApp(kind, { ...FAST_DELIVERY, STORYFRAME_SMTP_URL: mailbox.url });
    try {
      const api = adminApi(t);
      const developer = await api.tokenOf(DEVELOPER_EMAIL);
      const admin = await api.tokenOf(ADMIN_EMAIL);
      const created = await api.call(
        "POST",
        "/api/schedules",
        developer,
        scheduleBody({ recipients: [DEVELOPER_EMAIL], parameters: { site: "refused" } }),
      );
      const id = (created.json() as Schedule).id;
      await api.call("POST", `/api/schedules/${id}/send`, developer);
      await expect
        .poll(
          async () => ((await api.call("GET", `/api/schedules/${id}/runs`, developer)).json() as ScheduleRun[])[0],
          WAIT,
        )
        .toMatchObject({ status: "failed", attempts: 3 });
      expect(mailbox.refusals).toBe(3);
      const seenByAdmin = ((await api.call("GET", "/api/schedules/tenant", admin)).json() as Schedule[]).find(
        (s) => s.id === id,
      );
      expect(seenByAdmin?.lastRun).toMatchObject({ status: "failed", nextAttemptAt: null });
      expect(seenByAdmin?.lastRun?.lastError).toContain("Mailbox busy, try again later");
    } finally {
      await t.close();
      await mailbox.close();
    }
  });
});
