import ShareIcon from "@mui/icons-material/Share";
import Button from "@mui/material/Button";
import { lazy, useState } from "react";
import { OnDemandPart } from "../shell/OnDemandPart";
import type { StorylineDocument } from "../storyline/storylineApi";

// The dialog's code is downloaded on the first click, so the viewer's first download does not carry it.
const ShareDialog = lazy(() => import("./ShareDialog").then((module) => ({ default: module.ShareDialog })));

/** The viewer's "Share" action, for users with share-links::create: opens the share dialog. */
export function ShareButton({
  document,
  currentValues,
}: {
  document: StorylineDocument;
  currentValues: () => Record<string, unknown>;
}) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        color="inherit"
        startIcon={<ShareIcon />}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
      >
        Share
      </Button>
      {opened ? (
        <OnDemandPart>
          <ShareDialog open={open} document={document} currentValues={currentValues} onClose={() => setOpen(false)} />
        </OnDemandPart>
      ) : null}
    </>
  );
}
