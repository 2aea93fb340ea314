import type { Schedule } from "@storyframe/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readOutbox } from "../mail/mailer";
import { ADMIN_EMAIL, adminApi } from "../test/adminApi";
import { buildTestApp, type TestApp } from "../test/buildTestApp";
import { buildSecondInstance } from "../test/secondInstance";
import { databaseKinds } from "../test/testDatabase";

const VIEWER_EMAIL = "viewer@demo.storyframe.test";
const WAIT = { timeout: 30_000, interval: 100 };

/** Creates a schedule through `t`'s API; its parameter `mark` tells its mails apart. */
async function createSchedule(t: TestApp, mark: string): Promise<Schedule> {
  const api = adminApi(t);
  const response = await api.call("POST", "/api/schedules", await api.tokenOf(ADMIN_EMAIL), {
    storylineId: "fleet-operations",
    parameters: { mark },
    cron: "0 6 * * *",
    timeZone: "Europe/Berlin",
    recipients: [VIEWER_EMAIL],
    delivery: "link",
  });
  if (response.statusCode !== 200) throw new Error(`schedule not created: ${response.body}`);
  return response.json() as Schedule;
}

async function mailsMarked(t: TestApp, mark: string) {
  return (await readOutbox(t.database.db, 1000)).filter((mail) => mail.text.includes(`mark = ${mark}`));
}

async function runsOf(t: TestApp, scheduleId: string) {
  return t.database.db.selectFrom("schedule_runs").selectAll().where("schedule_id", "=", scheduleId).execute();
}

/**
 * Two server instances on one metadata database, as replicas behind a load balancer: every delivery is sent
 * by exactly one of them, and a delivery whose instance stops mid-run is sent by the other, once.
 */
describe.each(databaseKinds)("scheduled delivery with two server instances on one %s database", (kind) => {
  describe("both delivering", () => {
    let a: TestApp;
    let b: TestApp;
    const loop = { STORYFRAME_SCHEDULER_INTERVAL_MS: "20", STORYFRAME_SCHEDULE_LEASE_MS: "10000" };
    beforeAll(async () => {
      a = await buildTestApp(kind, loop);
      b = await buildSecondInstance(a, loop);
    });
    afterAll(async () => {
      await b.close();
      await a.close();
    });

    it("sends each delivery that is due now exactly once", async () => {
      const marks = Array.from({ length: 8 }, (_, index) => `both-${index}`);
      const schedules = await Promise.all(marks.map((mark, index) => createSchedule(index % 2 ? a : b, mark)));
      // Every occurrence comes due at the same moment, for both instances' loops to race for.
      const due = new Date(Date.now() - 1000).toISOString();
      await a.database.db
        .updateTable("schedules")
        .set({ next_run_at: due })
        .where(
          "id",
          "in",
          schedules.map((schedule) => schedule.id),
        )
        .execute();

      for (const [index, schedule] of schedules.entries()) {
        await expect.poll(async () => (await runsOf(a, schedule.id))[0]?.status, WAIT).toBe("sent");
        expect(await runsOf(b, schedule.id)).toHaveLength(1);
        expect(await mailsMarked(a, marks[index] ?? "")).toHaveLength(1);
      }
      // Several more passes of both loops change nothing: no second mail, no second run.
      const passes = [a, b].flatMap((instance) => [
        instance.services.scheduler.pass(),
        instance.services.scheduler.pass(),
      ]);
      await Promise.all(passes);
      for (const [index, schedule] of schedules.entries()) {
        expect(await mailsMarked(b, marks[index] ?? "")).toHaveLength(1);
        expect(await runsOf(a, schedule.id)).toHaveLength(1);
      }
      const attempts = new Set(
        (await Promise.all(schedules.map((schedule) => runsOf(a, schedule.id)))).flat().map((run) => run.attempts),
      );
      expect(attempts).toEqual(new Set([1]));
    });
  });

  describe("when the instance holding a delivery stops mid-run", () => {
    let a: TestApp;
    let b: TestApp;
    // The loops are driven by hand here, so each step happens in a known order.
    const manual = { STORYFRAME_SCHEDULER_INTERVAL_MS: "0", STORYFRAME_SCHEDULE_LEASE_MS: "2000" };
    beforeAll(async () => {
      a = await buildTestApp(kind, manual);
      b = await buildSecondInstance(a, manual);
    });
    afterAll(async () => {
      await b.close();
      await a.close();
    });

    it("has the other instance send it once the lease has expired, exactly once", async () => {
      const schedule = await createSchedule(a, "handover");
      const api = adminApi(a);
      expect(
        (await api.call("POST", `/api/schedules/${schedule.id}/send`, await api.tokenOf(ADMIN_EMAIL))).statusCode,
      ).toBe(202);

      // Instance A claims the delivery, then stops before sending it, as a crashed process would.
      const [claimed, ...others] = await a.services.scheduler.claim();
      expect(others).toEqual([]);
      expect(claimed).toMatchObject({ status: "running", leaseOwner: a.services.scheduler.instanceId, attempts: 1 });
      await a.app.close();

      // While A's lease holds, B leaves the delivery alone.
      expect(await b.services.scheduler.claim()).toEqual([]);
      expect(await mailsMarked(b, "handover")).toEqual([]);

      // Once it has expired, B's next pass takes it over and sends it.
      await expect.poll(() => Date.now() > Date.parse(claimed?.leaseExpiresAt ?? ""), WAIT).toBe(true);
      await b.services.scheduler.pass();
      const [run] = await runsOf(b, schedule.id);
      expect(run).toMatchObject({ status: "sent", attempts: 2, lease_owner: null });
      expect(await mailsMarked(b, "handover")).toHaveLength(1);

      // Further passes send nothing more.
      await b.services.scheduler.pass();
      expect(await mailsMarked(b, "handover")).toHaveLength(1);
      expect(await runsOf(b, schedule.id)).toHaveLength(1);
    });
  });
});
