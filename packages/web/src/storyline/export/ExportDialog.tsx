import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import LinearProgress from "@mui/material/LinearProgress";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type ExportFormat, type ExportScope, exportMessages, isFinishedExport } from "@storyframe/core";
import { type FormEvent, type ReactNode, useState } from "react";
import type { ExportJobControls } from "./useExportJob";

/** What the viewer shows now: the frame, how many frames its page and its storyline have. */
type ExportChoices = { frameTitle: string; pageFrames: number; storylineFrames: number };

type ExportDialogProps = {
  open: boolean;
  available: boolean;
  choices: ExportChoices;
  exporting: ExportJobControls;
  onStart(scope: ExportScope, format: ExportFormat): void;
  onClose(): void;
};

const frames = (count: number) => (count === 1 ? "1 frame" : `${count} frames`);

/**
 * Export of what the viewer shows: the current frame, its page or the whole storyline, as PDF or PNG (PNG for
 * one frame only). Once started it shows the progress with Cancel, then the download or why it failed.
 */
export function ExportDialog({ open, available, choices, exporting, onStart, onClose }: ExportDialogProps) {
  const { job } = exporting;
  const running = job !== null && !isFinishedExport(job.state);
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="export-dialog-title">
      <DialogTitle id="export-dialog-title">Export</DialogTitle>
      {!available ? (
        <Unavailable onClose={onClose} />
      ) : job === null ? (
        <ExportForm choices={choices} exporting={exporting} onStart={onStart} onClose={onClose} />
      ) : (
        <ExportProgress exporting={exporting} running={running} onClose={onClose} />
      )}
    </Dialog>
  );
}

function Unavailable({ onClose }: { onClose(): void }) {
  return (
    <>
      <DialogContent>
        <Alert severity="info">{exportMessages.unavailable}</Alert>
      </DialogContent>
      <Actions>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </Actions>
    </>
  );
}

type ExportFormProps = Pick<ExportDialogProps, "choices" | "exporting" | "onStart" | "onClose">;

function ExportForm({ choices, exporting, onStart, onClose }: ExportFormProps) {
  const [scope, setScope] = useState<ExportScope>("frame");
  const [format, setFormat] = useState<ExportFormat>("pdf");
  const chooseScope = (next: ExportScope) => {
    setScope(next);
    // A PNG holds one frame: a page or the storyline goes to PDF.
    if (next !== "frame") setFormat("pdf");
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onStart(scope, format);
  };
  return (
    <form noValidate onSubmit={submit}>
      <DialogContent sx={{ pt: 0 }}>
        <Stack spacing={3}>
          {exporting.error ? (
            <Alert severity="error" role="alert">
              {exporting.error}
            </Alert>
          ) : null}
          <FormControl>
            <FormLabel id="export-scope-label">What to export</FormLabel>
            <RadioGroup
              aria-labelledby="export-scope-label"
              value={scope}
              onChange={(event) => chooseScope(event.target.value as ExportScope)}
            >
              <Choice value="frame" label="Current frame" detail={choices.frameTitle} />
              <Choice value="page" label="Current page" detail={frames(choices.pageFrames)} />
              <Choice value="storyline" label="Whole storyline" detail={frames(choices.storylineFrames)} />
            </RadioGroup>
          </FormControl>
          <FormControl>
            <FormLabel id="export-format-label">Format</FormLabel>
            <RadioGroup
              aria-labelledby="export-format-label"
              value={format}
              onChange={(event) => setFormat(event.target.value as ExportFormat)}
            >
              <Choice value="pdf" label="PDF" detail="One frame per page, with its title and the parameter values" />
              <Choice
                value="png"
                label="PNG image"
                detail={
                  scope === "frame"
                    ? "The current frame at the size of your viewer"
                    : "For a single frame only: choose Current frame, or PDF for a page or the storyline"
                }
                disabled={scope !== "frame"}
              />
            </RadioGroup>
          </FormControl>
          <Typography variant="body2" color="text.secondary">
            The export shows the current parameter values and what your account may see.
          </Typography>
        </Stack>
      </DialogContent>
      <Actions>
        <Button onClick={onClose} disabled={exporting.busy}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={exporting.busy}
          startIcon={exporting.busy ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined}
        >
          Export
        </Button>
      </Actions>
    </form>
  );
}

function Choice(props: { value: string; label: string; detail: string; disabled?: boolean }) {
  return (
    <FormControlLabel
      value={props.value}
      disabled={props.disabled ?? false}
      control={<Radio size="small" />}
      sx={{ alignItems: "flex-start", mt: 0.75, "& .MuiRadio-root": { pt: 0.25 } }}
      label={
        <Box>
          <Typography variant="body1">{props.label}</Typography>
          <Typography variant="body2" color="text.secondary">
            {props.detail}
          </Typography>
        </Box>
      }
    />
  );
}

type ExportProgressProps = { exporting: ExportJobControls; running: boolean; onClose(): void };

function ExportProgress({ exporting, running, onClose }: ExportProgressProps) {
  const { job, busy, error } = exporting;
  if (!job) return null;
  const kind = job.format === "pdf" ? "PDF" : "PNG";
  const percent = job.framesTotal === 0 ? 0 : Math.round((job.framesDone / job.framesTotal) * 100);
  const progressText =
    job.state === "queued"
      ? "Queued: it starts as soon as a place to render it is free."
      : `${job.framesDone} of ${frames(job.framesTotal)} rendered`;
  return (
    <>
      <DialogContent sx={{ pt: 0 }}>
        <Stack spacing={2}>
          {error ? (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          ) : null}
          {running ? (
            <Box role="status" aria-live="polite">
              <Typography variant="body1" sx={{ mb: 1.5 }}>
                Rendering your {kind}…
              </Typography>
              <LinearProgress
                variant={job.state === "queued" ? "indeterminate" : "determinate"}
                value={percent}
                aria-label="Export progress"
                sx={{ height: 8, borderRadius: 4 }}
              />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="export-progress">
                {progressText}
              </Typography>
            </Box>
          ) : job.state === "done" ? (
            <Alert severity="success" role="status">
              Your {kind} is ready: {job.fileName}
            </Alert>
          ) : job.state === "cancelled" ? (
            <Alert severity="info" role="status">
              {job.message ?? exportMessages.cancelled}
            </Alert>
          ) : (
            <Alert severity="error" role="alert">
              {job.message}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <Actions>
        {running ? (
          <>
            <Button onClick={onClose}>Hide</Button>
            <Button variant="outlined" color="error" onClick={() => void exporting.cancel()} disabled={busy}>
              Cancel export
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onClose}>Close</Button>
            {job.state === "done" ? (
              <Button variant="contained" onClick={() => void exporting.download()} disabled={busy}>
                Download {kind}
              </Button>
            ) : (
              <Button variant="contained" onClick={exporting.reset}>
                New export
              </Button>
            )}
          </>
        )}
      </Actions>
    </>
  );
}

function Actions({ children }: { children: ReactNode }) {
  return <DialogActions sx={{ px: 3, pb: 2.5 }}>{children}</DialogActions>;
}
