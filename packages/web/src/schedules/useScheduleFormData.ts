import { useDebouncedValue } from "@storyframe/canvas/hooks";
import { DEFAULT_BRANCH } from "@storyframe/core";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { describeFailure } from "../admin/serverErrors";
import { fetchContent } from "../api/contentApi";
import type { ScheduleClient } from "./scheduleClient";

const storylineOptionsSchema = z.array(z.looseObject({ id: z.string(), title: z.string() }));

export type StorylineOption = { id: string; title: string };

/** The storylines the user may read on the tenant's active branch, which deliveries are made of, by title. */
export function useStorylineOptions(enabled: boolean) {
  return useQuery({
    queryKey: ["schedules", "storylines"],
    enabled,
    staleTime: 60_000,
    queryFn: async ({ signal }): Promise<StorylineOption[]> => {
      const answer = storylineOptionsSchema.parse(await fetchContent("storylines", { branch: DEFAULT_BRANCH, signal }));
      return answer.map(({ id, title }) => ({ id, title })).sort((a, b) => a.title.localeCompare(b.title));
    },
  });
}

/** What this server can deliver; PDF is offered only when it can render one. */
export function useDeliveryOptions(client: ScheduleClient, enabled: boolean) {
  return useQuery({
    queryKey: ["schedules", "options"],
    enabled,
    staleTime: 300_000,
    queryFn: ({ signal }) => client.options(signal),
  });
}

export type CronPreview =
  | { state: "idle" }
  | { state: "loading" }
  | { state: "ready"; runs: string[] }
  | { state: "invalid"; message: string };

/** The next run times of the cron expression being typed, asked of the server once typing pauses. */
export function useCronPreview(client: ScheduleClient, cron: string, timeZone: string, enabled: boolean): CronPreview {
  const settled = useDebouncedValue(`${cron.trim()}\n${timeZone.trim()}`, 350);
  const [settledCron = "", settledZone = ""] = settled.split("\n");
  const ready = enabled && settledCron !== "" && settledZone !== "";
  const preview = useQuery({
    queryKey: ["schedules", "preview", settledCron, settledZone],
    enabled: ready,
    retry: false,
    staleTime: 30_000,
    queryFn: ({ signal }) => client.preview(settledCron, settledZone, signal),
  });
  if (!ready) return { state: "idle" };
  if (preview.isPending) return { state: "loading" };
  if (preview.error) return { state: "invalid", message: describeFailure(preview.error) };
  return { state: "ready", runs: preview.data };
}
