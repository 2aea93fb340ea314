import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { EVENT_LOG_LIMIT, useEventLog } from "./eventLog";

const COLUMNS = ["Time", "Event Type", "Name", "Old Value", "New Value"] as const;

/** A time of day with milliseconds, e.g. 14:03:27.451. */
function eventTime(time: number): string {
  const at = new Date(time);
  const two = (value: number) => String(value).padStart(2, "0");
  const millis = String(at.getMilliseconds()).padStart(3, "0");
  return `${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}.${millis}`;
}

const valueCell = { fontFamily: "monospace", fontSize: 12, maxWidth: 360, wordBreak: "break-all" } as const;

/** The Event Log tab: 'Record Events' and what was recorded, newest first. */
export function EventLogTab() {
  const recording = useEventLog((state) => state.recording);
  const entries = useEventLog((state) => state.entries);
  const setRecording = useEventLog((state) => state.setRecording);
  const clear = useEventLog((state) => state.clear);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
        <FormControlLabel
          control={<Switch checked={recording} onChange={(event) => setRecording(event.target.checked)} />}
          label="Record Events"
        />
        <Button onClick={clear} disabled={entries.length === 0}>
          Clear
        </Button>
        <Typography variant="caption" color="text.secondary">
          The latest {EVENT_LOG_LIMIT} events are kept.
        </Typography>
      </Stack>
      <Table size="small" stickyHeader aria-label="Event Log">
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column}>{column}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.length === 0 ? (
            <TableRow>
              <TableCell colSpan={COLUMNS.length}>
                {recording ? "No events yet." : "Turn on Record Events to record what happens in the storyline."}
              </TableCell>
            </TableRow>
          ) : null}
          {[...entries].reverse().map((entry) => (
            <TableRow key={entry.id} sx={{ verticalAlign: "top" }}>
              <TableCell sx={{ fontFamily: "monospace", whiteSpace: "nowrap" }}>{eventTime(entry.time)}</TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{entry.type}</TableCell>
              <TableCell>{entry.name}</TableCell>
              <TableCell sx={valueCell}>{entry.oldValue}</TableCell>
              <TableCell sx={valueCell}>{entry.newValue}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}
