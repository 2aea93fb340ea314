import type { Schedule } from "@storyframe/core";
import { useState } from "react";
import { describeFailure } from "../admin/serverErrors";
import { toast } from "../admin/toasts";
import type { ScheduleClient } from "./scheduleClient";

/** Send now, pause or resume, and delete (after a confirmation), each with its toast; the list reloads after. */
export function useScheduleActions(client: ScheduleClient, reload: () => Promise<unknown>) {
  const [busyId, setBusyId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Schedule | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);

  const run = async (schedule: Schedule, work: () => Promise<unknown>, done: string, failed: string) => {
    setBusyId(schedule.id);
    try {
      await work();
      toast.success(done);
    } catch (error) {
      toast.error(failed, describeFailure(error));
    } finally {
      setBusyId(null);
      await reload();
    }
  };

  return {
    busyId,
    deleting,
    deleteBusy,
    sendNow: (schedule: Schedule) =>
      run(
        schedule,
        () => client.sendNow(schedule.id),
        "The delivery is on its way; its status shows in the list.",
        "The delivery could not be started.",
      ),
    toggle: (schedule: Schedule) =>
      run(
        schedule,
        () => client.setEnabled(schedule.id, !schedule.enabled),
        schedule.enabled ? "The schedule is paused." : "The schedule is running again.",
        schedule.enabled ? "The schedule could not be paused." : "The schedule could not be resumed.",
      ),
    askDelete: (schedule: Schedule) => setDeleting(schedule),
    cancelDelete: () => setDeleting(null),
    confirmDelete: async () => {
      if (!deleting) return;
      setDeleteBusy(true);
      try {
        await client.remove(deleting.id);
        toast.success("The schedule has been deleted.");
        setDeleting(null);
      } catch (error) {
        toast.error("The schedule could not be deleted.", describeFailure(error));
      } finally {
        setDeleteBusy(false);
        await reload();
      }
    },
  };
}
