import FileDownloadOutlinedIcon from "@mui/icons-material/FileDownloadOutlined";
import Button from "@mui/material/Button";
import {
  EXPORT_VIEWPORT_LIMITS,
  type ExportFormat,
  type ExportScope,
  type ExportViewport,
  isFinishedExport,
} from "@storyframe/core";
import { lazy, useMemo, useState } from "react";
import { useAppStore } from "../../app/store";
import { useSession } from "../../auth/useSession";
import { OnDemandPart } from "../../shell/OnDemandPart";
import { filterValuesOf } from "../storylineAddress";
import type { StorylineDocument } from "../storylineApi";
import type { StorylineFrame } from "../storylineFrames";
import type { StorylineSession } from "../storylineSession";
import { exportApi } from "./exportApi";
import { useExportJob } from "./useExportJob";

// The dialog's code is downloaded on the first click, so the viewer's first download does not carry it.
const ExportDialog = lazy(() => import("./ExportDialog").then((module) => ({ default: module.ExportDialog })));

type ExportActionProps = { document: StorylineDocument; session: StorylineSession; frame: StorylineFrame };

/** The browser's viewer size, within what an export renders at. */
function viewerSize(): ExportViewport {
  const { minWidth, maxWidth, minHeight, maxHeight } = EXPORT_VIEWPORT_LIMITS;
  const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(value)));
  return {
    width: clamp(window.innerWidth, minWidth, maxWidth),
    height: clamp(window.innerHeight, minHeight, maxHeight),
  };
}

/**
 * The viewer's Export button and its dialog, for signed-in users (an export runs with their rights); the export
 * keeps running while the dialog is hidden.
 */
export function ExportAction(props: ExportActionProps) {
  const account = useSession();
  if (!account || account.anonymous) return null;
  return <ExportControls {...props} />;
}

function ExportControls({ document, session, frame }: ExportActionProps) {
  const coreApiUrl = useAppStore((state) => state.settings?.coreApiUrl ?? "");
  const available = useAppStore((state) => state.settings?.features.export ?? false);
  const api = useMemo(() => exportApi(coreApiUrl), [coreApiUrl]);
  const exporting = useExportJob(api);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const running = exporting.job !== null && !isFinishedExport(exporting.job.state);

  const start = (scope: ExportScope, format: ExportFormat) => {
    void exporting.start({
      storylineId: document.id,
      scope,
      format,
      frameId: frame.id,
      parameters: filterValuesOf(document.filters, session.controller.getSnapshot().parameters),
      viewport: viewerSize(),
    });
  };
  const close = () => {
    setOpen(false);
    // A finished export is forgotten on closing, so the next opening offers a new one.
    if (exporting.job && !running) exporting.reset();
  };

  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<FileDownloadOutlinedIcon />}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
        sx={{ flexShrink: 0 }}
      >
        {running ? `Exporting ${exporting.job?.framesDone ?? 0}/${exporting.job?.framesTotal ?? 0}` : "Export"}
      </Button>
      {opened ? (
        <OnDemandPart>
          <ExportDialog
            open={open}
            available={available}
            choices={{
              frameTitle: frame.title,
              pageFrames: session.frames.filter(
                (other) => other.chapterName === frame.chapterName && other.pageName === frame.pageName,
              ).length,
              storylineFrames: session.frames.length,
            }}
            exporting={exporting}
            onStart={start}
            onClose={close}
          />
        </OnDemandPart>
      ) : null}
    </>
  );
}
