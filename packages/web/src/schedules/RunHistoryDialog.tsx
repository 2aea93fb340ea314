import RefreshIcon from "@mui/icons-material/Refresh";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Skeleton from "@mui/material/Skeleton";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import type { Schedule } from "@storyframe/core";
import { useQuery } from "@tanstack/react-query";
import { describeFailure } from "../admin/serverErrors";
import { describeRun } from "./describeSchedule";
import { RunStatusChip } from "./RunStatusChip";
import { formatRunTime } from "./scheduleForm";
import { useScheduleClient } from "./useScheduleClient";

interface RunHistoryDialogProps {
  /** The schedule whose deliveries are shown; null closes the dialog. */
  schedule: Schedule | null;
  storylineTitle: string;
  onClose(): void;
}

/** A schedule's recent deliveries, the latest first, with each failure's error; refreshed while open. */
export function RunHistoryDialog({ schedule, storylineTitle, onClose }: RunHistoryDialogProps) {
  const client = useScheduleClient();
  const runs = useQuery({
    queryKey: ["schedules", "runs", schedule?.id],
    enabled: schedule !== null,
    refetchInterval: 5000,
    queryFn: ({ signal }) => client.runs(schedule?.id ?? "", signal),
  });
  const timeZone = schedule?.timeZone ?? "UTC";
  return (
    <Dialog open={schedule !== null} onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>
        Recent deliveries
        <Typography variant="body2" component="span" sx={{ display: "block", color: "text.secondary" }}>
          {storylineTitle}
        </Typography>
      </DialogTitle>
      <DialogContent>
        {runs.isPending ? (
          <Box role="status" aria-label="Loading deliveries">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} variant="rounded" height={36} sx={{ mb: 1 }} />
            ))}
          </Box>
        ) : runs.error ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={() => void runs.refetch()}>
                Try Again
              </Button>
            }
          >
            The deliveries could not be loaded. {describeFailure(runs.error)}
          </Alert>
        ) : runs.data.length === 0 ? (
          <Typography sx={{ color: "text.secondary", py: 3, textAlign: "center" }}>
            Nothing has been sent yet. Deliveries appear here from the first run on.
          </Typography>
        ) : (
          <Table size="small" aria-label="Recent deliveries">
            <TableHead>
              <TableRow>
                <TableCell>Due</TableCell>
                <TableCell>Kind</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Details</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {runs.data.map((run) => (
                <TableRow key={run.id}>
                  <TableCell sx={{ whiteSpace: "nowrap" }}>{formatRunTime(run.dueAt, timeZone)}</TableCell>
                  <TableCell>{run.trigger === "manual" ? "Sent now" : "Scheduled"}</TableCell>
                  <TableCell>
                    <RunStatusChip status={run.status} />
                  </TableCell>
                  <TableCell>
                    <Typography variant="body2">{describeRun(run, timeZone)}</Typography>
                    {run.lastError ? (
                      <Typography variant="caption" sx={{ color: "error.main", overflowWrap: "anywhere" }}>
                        {run.lastError}
                      </Typography>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
