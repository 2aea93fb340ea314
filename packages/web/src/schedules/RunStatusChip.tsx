import Chip from "@mui/material/Chip";
import type { ScheduleRunStatus } from "@storyframe/core";

const looks: Record<ScheduleRunStatus, { label: string; color: "success" | "info" | "warning" | "error" }> = {
  sent: { label: "Sent", color: "success" },
  running: { label: "Sending", color: "info" },
  pending: { label: "Pending", color: "warning" },
  failed: { label: "Failed", color: "error" },
};

/** A delivery's status as a small coloured label. */
export function RunStatusChip({ status }: { status: ScheduleRunStatus }) {
  const look = looks[status];
  return <Chip label={look.label} color={look.color} size="small" variant="outlined" />;
}
