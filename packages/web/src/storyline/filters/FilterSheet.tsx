import TuneIcon from "@mui/icons-material/Tune";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { useCanvasRuntime } from "@storyframe/canvas";
import { onDemand } from "@storyframe/canvas/onDemand";
import type { StorylineFilter } from "@storyframe/core";
import { type ComponentProps, useEffect, useState } from "react";
import { OnDemandPart } from "../../shell/OnDemandPart";
import { whenIdleAfterPaint } from "../whenIdleAfterPaint";
import { createDraftRuntime, type DraftRuntime } from "./draftRuntime";
import { OnDemandFilterField } from "./FilterFieldSlot";
import type { FilterSheetPanel } from "./FilterSheetPanel";

/** The sheet with its drawer (MUI's modal and transitions): loaded once the frame has painted, or at a first touch. */
export const OnDemandFilterSheetPanel = onDemand<ComponentProps<typeof FilterSheetPanel>>(() =>
  import("./FilterSheetPanel").then((module) => ({ default: module.FilterSheetPanel })),
);

/** Starts loading the sheet and its fields. */
function preloadSheet(): void {
  void OnDemandFilterSheetPanel.load().catch(() => undefined);
  void OnDemandFilterField.load().catch(() => undefined);
}

type FilterSheetProps = {
  filters: readonly StorylineFilter[];
  /** Each filter's default value. */
  defaults: Readonly<Record<string, unknown>>;
  /** How many filters differ from their default. */
  changedCount: number;
  hintOf: (filter: StorylineFilter) => string | undefined;
};

/** The phone's filter bar: one "Filters (n)" button opening a bottom sheet whose changes wait for Apply. */
export function FilterSheet({ filters, defaults, changedCount, hintOf }: FilterSheetProps) {
  const runtime = useCanvasRuntime();
  const [draft, setDraft] = useState<DraftRuntime | null>(null);
  // Mounted from the first opening on, so that closing plays the drawer's transition.
  const [opened, setOpened] = useState(false);
  // Ready before the first tap, yet after the frame has painted: the button alone shows until the sheet opens.
  useEffect(() => whenIdleAfterPaint(preloadSheet), []);
  const close = () => setDraft(null);
  const apply = () => {
    if (draft) for (const [name, value] of Object.entries(draft.draft())) runtime.setParameter(name, value);
    close();
  };
  const reset = () => {
    if (draft) for (const [name, value] of Object.entries(defaults)) draft.setParameter(name, value);
  };
  return (
    <Box component="section" aria-label="Filters" className="sf-filter-bar">
      <Button
        variant="outlined"
        size="small"
        startIcon={<TuneIcon />}
        aria-haspopup="dialog"
        onPointerDown={preloadSheet}
        onFocus={preloadSheet}
        onClick={() => {
          setDraft(createDraftRuntime(runtime));
          setOpened(true);
        }}
      >
        {`Filters (${changedCount})`}
      </Button>
      {opened ? (
        <OnDemandPart>
          <OnDemandFilterSheetPanel
            filters={filters}
            draft={draft}
            hintOf={hintOf}
            onClose={close}
            onReset={reset}
            onApply={apply}
          />
        </OnDemandPart>
      ) : null}
    </Box>
  );
}
