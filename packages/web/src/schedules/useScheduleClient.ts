import { useMemo } from "react";
import { useAppStore } from "../app/store";
import { ScheduleClient } from "./scheduleClient";

/** The schedules client for the tenant's core API address (the page's own origin by default). */
export function useScheduleClient(): ScheduleClient {
  const coreApiUrl = useAppStore((state) => state.settings?.coreApiUrl ?? "");
  return useMemo(() => new ScheduleClient(coreApiUrl), [coreApiUrl]);
}
