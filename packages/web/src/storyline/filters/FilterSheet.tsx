import TuneIcon from "@mui/icons-material/Tune";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Drawer from "@mui/material/Drawer";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { CanvasRuntimeProvider, useCanvasRuntime } from "@storyframe/canvas";
import type { StorylineFilter } from "@storyframe/core";
import { useState } from "react";
import { createDraftRuntime, type DraftRuntime } from "./draftRuntime";
import { FilterField } from "./FilterField";

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
        onClick={() => setDraft(createDraftRuntime(runtime))}
      >
        {`Filters (${changedCount})`}
      </Button>
      <Drawer
        anchor="bottom"
        open={draft !== null}
        onClose={close}
        slotProps={{
          paper: {
            "aria-label": "Filters",
            sx: { borderTopLeftRadius: 16, borderTopRightRadius: 16, maxHeight: "85vh" },
          },
        }}
      >
        {draft ? (
          <CanvasRuntimeProvider runtime={draft}>
            <Box sx={{ p: 2, display: "flex", flexDirection: "column", gap: 2 }}>
              <Typography variant="h6" component="h2">
                Filters
              </Typography>
              {filters.map((filter) => (
                <FilterField key={filter.parameter} filter={filter} filters={filters} hint={hintOf(filter)} />
              ))}
              <Stack direction="row" spacing={1} sx={{ justifyContent: "flex-end", pt: 1 }}>
                <Button onClick={reset}>Reset</Button>
                <Button variant="contained" onClick={apply}>
                  Apply
                </Button>
              </Stack>
            </Box>
          </CanvasRuntimeProvider>
        ) : null}
      </Drawer>
    </Box>
  );
}
