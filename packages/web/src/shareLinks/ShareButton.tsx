import ShareIcon from "@mui/icons-material/Share";
import Button from "@mui/material/Button";
import { useState } from "react";
import type { StorylineDocument } from "../storyline/storylineApi";
import { ShareDialog } from "./ShareDialog";

/** The viewer's "Share" action, for users with share-links::create: opens the share dialog. */
export function ShareButton({
  document,
  currentValues,
}: {
  document: StorylineDocument;
  currentValues: () => Record<string, unknown>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button color="inherit" startIcon={<ShareIcon />} onClick={() => setOpen(true)} aria-haspopup="dialog">
        Share
      </Button>
      <ShareDialog open={open} document={document} currentValues={currentValues} onClose={() => setOpen(false)} />
    </>
  );
}
