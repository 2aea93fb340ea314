import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import HistoryIcon from "@mui/icons-material/History";
import PauseCircleOutlineIcon from "@mui/icons-material/PauseCircleOutlined";
import PlayCircleOutlineIcon from "@mui/icons-material/PlayCircleOutlined";
import ScheduleSendOutlinedIcon from "@mui/icons-material/ScheduleSendOutlined";
import SendOutlinedIcon from "@mui/icons-material/SendOutlined";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import type { Schedule } from "@storyframe/core";
import type { ReactNode } from "react";
import { ListPanel } from "../shell/ListPanel";
import { describeRun, describeWhen, runMoment } from "./describeSchedule";
import { RunStatusChip } from "./RunStatusChip";
import { formatShortRunTime } from "./scheduleForm";

interface ScheduleTableProps {
  title: string;
  schedules: Schedule[] | undefined;
  loading: boolean;
  error: string | null;
  onRetry(): void;
  /** Storyline titles by id; a storyline the user may not read shows its id. */
  titles: ReadonlyMap<string, string>;
  /** Shows whose each schedule is (the administration's list). */
  showOwner?: boolean;
  emptyTitle: string;
  emptyText: string;
  primaryAction?: ReactNode;
  busyId: string | null;
  /** Whether the caller may edit this schedule (its owner with schedules::manage). */
  canEdit(schedule: Schedule): boolean;
  onEdit(schedule: Schedule): void;
  onSendNow(schedule: Schedule): void;
  onToggle(schedule: Schedule): void;
  onHistory(schedule: Schedule): void;
  onDelete(schedule: Schedule): void;
}

function parameterSummary(parameters: Schedule["parameters"]): string {
  const entries = Object.entries(parameters);
  if (entries.length === 0) return "The storyline's own values";
  return entries
    .map(([name, value]) => `${name} = ${typeof value === "string" ? value : JSON.stringify(value)}`)
    .join(", ");
}

/** A list of schedules: storyline and values, when, recipients, next run and last delivery, with their actions. */
export function ScheduleTable(props: ScheduleTableProps) {
  const { schedules } = props;
  return (
    <ListPanel
      title={props.title}
      action={props.primaryAction}
      loading={props.loading}
      error={props.error}
      onRetry={props.onRetry}
      empty={!schedules || schedules.length === 0}
      emptyIcon={ScheduleSendOutlinedIcon}
      emptyTitle={props.emptyTitle}
      emptyText={props.emptyText}
    >
      <TableContainer>
        <Table size="small" aria-label={props.title}>
          <TableHead>
            <TableRow>
              <TableCell>Storyline</TableCell>
              {props.showOwner ? <TableCell sx={wideOnly}>Owner</TableCell> : null}
              <TableCell>Schedule</TableCell>
              <TableCell sx={wideOnly}>Recipients</TableCell>
              <TableCell>Last delivery</TableCell>
              <TableCell align="right">
                <Box component="span" sx={visuallyHidden}>
                  Actions
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(schedules ?? []).map((schedule) => {
              const title = props.titles.get(schedule.storylineId) ?? schedule.storylineId;
              const busy = props.busyId === schedule.id;
              return (
                <TableRow key={schedule.id} hover data-testid="schedule-row">
                  <TableCell sx={{ maxWidth: 280 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {title}
                    </Typography>
                    <Typography
                      variant="caption"
                      sx={{ color: "text.secondary", display: "block", overflowWrap: "anywhere" }}
                    >
                      {parameterSummary(schedule.parameters)} · {schedule.delivery === "pdf" ? "PDF" : "Link"}
                    </Typography>
                    {props.showOwner ? (
                      <Typography
                        variant="caption"
                        sx={{ color: "text.secondary", display: { xs: "block", xl: "none" } }}
                      >
                        Owner: {schedule.owner.name}
                      </Typography>
                    ) : null}
                  </TableCell>
                  {props.showOwner ? (
                    <TableCell sx={wideOnly}>
                      <Typography variant="body2">{schedule.owner.name}</Typography>
                      <Typography variant="caption" sx={{ color: "text.secondary" }}>
                        {schedule.owner.emailAddress}
                      </Typography>
                    </TableCell>
                  ) : null}
                  <TableCell sx={{ minWidth: 180 }}>
                    <Typography variant="body2">{describeWhen(schedule)}</Typography>
                    {schedule.enabled && schedule.nextRunAt ? (
                      <Typography variant="caption" sx={{ color: "text.secondary", whiteSpace: "nowrap" }}>
                        Next: {formatShortRunTime(schedule.nextRunAt, schedule.timeZone)}
                      </Typography>
                    ) : (
                      <Chip label="Paused" size="small" variant="outlined" sx={{ mt: 0.5 }} />
                    )}
                  </TableCell>
                  <TableCell sx={wideOnly}>
                    <Tooltip title={schedule.recipients.join(", ")}>
                      <Typography variant="body2" noWrap sx={{ maxWidth: 220 }}>
                        {schedule.recipients[0]}
                        {schedule.recipients.length > 1 ? ` +${schedule.recipients.length - 1}` : ""}
                      </Typography>
                    </Tooltip>
                  </TableCell>
                  <TableCell sx={{ maxWidth: 280 }}>
                    {schedule.lastRun ? (
                      <Box>
                        <Tooltip title={describeRun(schedule.lastRun, schedule.timeZone)}>
                          <Box sx={{ display: "flex", alignItems: "center", gap: 1, whiteSpace: "nowrap" }}>
                            <RunStatusChip status={schedule.lastRun.status} />
                            <Typography variant="caption" sx={{ color: "text.secondary" }}>
                              {runMoment(schedule.lastRun, schedule.timeZone)}
                            </Typography>
                          </Box>
                        </Tooltip>
                        {schedule.lastRun.lastError && schedule.lastRun.status !== "sent" ? (
                          <Typography
                            variant="caption"
                            sx={{ color: "error.main", display: "block", mt: 0.5, overflowWrap: "anywhere" }}
                          >
                            {schedule.lastRun.lastError}
                          </Typography>
                        ) : null}
                      </Box>
                    ) : (
                      <Typography variant="body2" sx={{ color: "text.secondary" }}>
                        Not sent yet
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                    <Action
                      label={`Send ${title} now`}
                      tip="Send now"
                      disabled={busy}
                      onClick={() => props.onSendNow(schedule)}
                    >
                      <SendOutlinedIcon fontSize="small" />
                    </Action>
                    <Action
                      label={`${schedule.enabled ? "Pause" : "Resume"} ${title}`}
                      tip={schedule.enabled ? "Pause" : "Resume"}
                      disabled={busy}
                      onClick={() => props.onToggle(schedule)}
                    >
                      {schedule.enabled ? (
                        <PauseCircleOutlineIcon fontSize="small" />
                      ) : (
                        <PlayCircleOutlineIcon fontSize="small" />
                      )}
                    </Action>
                    <Action
                      label={`Recent deliveries of ${title}`}
                      tip="Recent deliveries"
                      onClick={() => props.onHistory(schedule)}
                    >
                      <HistoryIcon fontSize="small" />
                    </Action>
                    {props.canEdit(schedule) ? (
                      <Action label={`Edit ${title}`} tip="Edit" disabled={busy} onClick={() => props.onEdit(schedule)}>
                        <EditOutlinedIcon fontSize="small" />
                      </Action>
                    ) : null}
                    <Action
                      label={`Delete ${title}`}
                      tip="Delete"
                      disabled={busy}
                      onClick={() => props.onDelete(schedule)}
                    >
                      <DeleteOutlineIcon fontSize="small" />
                    </Action>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </ListPanel>
  );
}

function Action(props: { label: string; tip: string; disabled?: boolean; onClick(): void; children: ReactNode }) {
  return (
    <Tooltip title={props.tip}>
      <span>
        <IconButton aria-label={props.label} size="small" disabled={props.disabled === true} onClick={props.onClick}>
          {props.children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

const visuallyHidden = {
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;

/** Columns shown only on wide screens; their content is repeated elsewhere or in a tooltip. */
const wideOnly = { display: { xs: "none", xl: "table-cell" } } as const;
