import type { Schedule } from "@storyframe/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useMemo, useState } from "react";
import { describeFailure } from "../admin/serverErrors";
import { useSession } from "../auth/useSession";
import { ConfirmDeleteScheduleDialog } from "./ConfirmDeleteScheduleDialog";
import { RunHistoryDialog } from "./RunHistoryDialog";
import { ScheduleFormDialog } from "./ScheduleFormDialog";
import { ScheduleTable } from "./ScheduleTable";
import { useScheduleActions } from "./useScheduleActions";
import { useScheduleClient } from "./useScheduleClient";
import { useStorylineOptions } from "./useScheduleFormData";

interface SchedulesViewProps {
  /** The caller's own schedules, or every schedule of the tenant (administrators). */
  scope: "own" | "tenant";
  title: string;
  emptyTitle: string;
  emptyText: string;
  /** Whether the caller may create and edit their own schedules (schedules::manage). */
  canManage: boolean;
  /** Renders the create button when given; creating opens the form. */
  createAction?: (open: () => void) => ReactNode;
  /** A new schedule to start with, from the viewer; the form opens with it. */
  start?: { storylineId: string; parametersText: string } | null;
  onStartHandled?: () => void;
}

/** A list of schedules with everything done from it: create, edit, send now, pause or resume, history, delete. */
export function SchedulesView(props: SchedulesViewProps) {
  const client = useScheduleClient();
  const session = useSession();
  const queryClient = useQueryClient();
  const queryKey = ["schedules", props.scope] as const;
  // Without the tag that lists them, there is nothing to ask the server for.
  const listable = props.scope === "tenant" || props.canManage;
  const list = useQuery({
    queryKey,
    enabled: listable,
    // A delivery's status changes on the server: the list follows it.
    refetchInterval: 10_000,
    queryFn: ({ signal }) => (props.scope === "own" ? client.listOwn(signal) : client.listTenant(signal)),
  });
  const storylines = useStorylineOptions(true);
  const titles = useMemo(
    () => new Map((storylines.data ?? []).map((storyline) => [storyline.id, storyline.title])),
    [storylines.data],
  );
  const reload = () => queryClient.invalidateQueries({ queryKey: ["schedules"] });
  const actions = useScheduleActions(client, reload);
  const [editing, setEditing] = useState<Schedule | null>(null);
  const [creating, setCreating] = useState(false);
  const [history, setHistory] = useState<Schedule | null>(null);
  const formOpen = creating || editing !== null || Boolean(props.start);

  return (
    <>
      <ScheduleTable
        title={props.title}
        schedules={list.data}
        loading={listable && list.isPending}
        error={list.error ? `The schedules could not be loaded. ${describeFailure(list.error)}` : null}
        onRetry={() => void list.refetch()}
        titles={titles}
        showOwner={props.scope === "tenant"}
        emptyTitle={props.emptyTitle}
        emptyText={props.emptyText}
        primaryAction={props.createAction?.(() => setCreating(true))}
        busyId={actions.busyId}
        canEdit={(schedule) => props.canManage && schedule.owner.id === session?.userId}
        onEdit={setEditing}
        onSendNow={(schedule) => void actions.sendNow(schedule)}
        onToggle={(schedule) => void actions.toggle(schedule)}
        onHistory={setHistory}
        onDelete={actions.askDelete}
      />
      <ScheduleFormDialog
        open={formOpen}
        schedule={editing}
        start={props.start}
        onClose={() => {
          setCreating(false);
          setEditing(null);
          props.onStartHandled?.();
        }}
        onSaved={() => void reload()}
      />
      <RunHistoryDialog
        schedule={history}
        storylineTitle={history ? (titles.get(history.storylineId) ?? history.storylineId) : ""}
        onClose={() => setHistory(null)}
      />
      <ConfirmDeleteScheduleDialog
        title={actions.deleting ? (titles.get(actions.deleting.storylineId) ?? actions.deleting.storylineId) : null}
        busy={actions.deleteBusy}
        onCancel={actions.cancelDelete}
        onConfirm={() => void actions.confirmDelete()}
      />
    </>
  );
}
