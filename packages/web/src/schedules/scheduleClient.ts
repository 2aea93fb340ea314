import {
  type Schedule,
  type ScheduleInput,
  type ScheduleRun,
  scheduleListSchema,
  schedulePreviewSchema,
  scheduleRunListSchema,
  scheduleRunSchema,
  scheduleSchema,
} from "@storyframe/core";
import { z } from "zod";
import { type FormApiCallOptions, formApiCall } from "../api/formApiCall";

const SCHEDULES_PATH = "/api/schedules";
const optionsSchema = z.object({ pdfAvailable: z.boolean() });
const id = (value: string) => encodeURIComponent(value);

/**
 * The client of scheduled deliveries. Answers are checked against core's schemas (time stamps stay ISO text);
 * 400 answers reject with `BadRequestError`, whose field errors the form shows on its fields.
 */
export class ScheduleClient {
  private readonly base: string;

  constructor(coreApiUrl = "") {
    this.base = coreApiUrl.replace(/\/+$/, "");
  }

  async listOwn(signal?: AbortSignal): Promise<Schedule[]> {
    return scheduleListSchema.parse(await this.call(SCHEDULES_PATH, { signal }));
  }

  async listTenant(signal?: AbortSignal): Promise<Schedule[]> {
    return scheduleListSchema.parse(await this.call(`${SCHEDULES_PATH}/tenant`, { signal }));
  }

  async options(signal?: AbortSignal): Promise<{ pdfAvailable: boolean }> {
    return optionsSchema.parse(await this.call(`${SCHEDULES_PATH}/options`, { signal }));
  }

  async preview(cron: string, timeZone: string, signal?: AbortSignal): Promise<string[]> {
    const body = { cron, timeZone };
    return schedulePreviewSchema.parse(await this.call(`${SCHEDULES_PATH}/preview`, { method: "POST", body, signal }))
      .nextRuns;
  }

  async create(body: ScheduleInput): Promise<Schedule> {
    return scheduleSchema.parse(await this.call(SCHEDULES_PATH, { method: "POST", body }));
  }

  async update(scheduleId: string, body: ScheduleInput): Promise<Schedule> {
    return scheduleSchema.parse(await this.call(`${SCHEDULES_PATH}/${id(scheduleId)}`, { method: "PUT", body }));
  }

  async setEnabled(scheduleId: string, enabled: boolean): Promise<Schedule> {
    const path = `${SCHEDULES_PATH}/${id(scheduleId)}/enabled`;
    return scheduleSchema.parse(await this.call(path, { method: "PUT", body: { enabled } }));
  }

  async remove(scheduleId: string): Promise<void> {
    await this.call(`${SCHEDULES_PATH}/${id(scheduleId)}`, { method: "DELETE" });
  }

  async sendNow(scheduleId: string): Promise<ScheduleRun> {
    return scheduleRunSchema.parse(await this.call(`${SCHEDULES_PATH}/${id(scheduleId)}/send`, { method: "POST" }));
  }

  async runs(scheduleId: string, signal?: AbortSignal): Promise<ScheduleRun[]> {
    return scheduleRunListSchema.parse(await this.call(`${SCHEDULES_PATH}/${id(scheduleId)}/runs`, { signal }));
  }

  private call(path: string, options: FormApiCallOptions = {}): Promise<unknown> {
    return formApiCall(`${this.base}${path}`, options);
  }
}
