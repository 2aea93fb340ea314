import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Drawer from "@mui/material/Drawer";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { CanvasRuntimeProvider } from "@storyframe/canvas";
import type { StorylineFilter } from "@storyframe/core";
import type { DraftRuntime } from "./draftRuntime";
import { FilterFieldSlot } from "./FilterFieldSlot";

type FilterSheetPanelProps = {
  filters: readonly StorylineFilter[];
  /** The filters' values while the sheet is open, or null when it is closed. */
  draft: DraftRuntime | null;
  hintOf: (filter: StorylineFilter) => string | undefined;
  onClose: () => void;
  onReset: () => void;
  onApply: () => void;
};

/** The phone's bottom sheet of filters, whose changes wait for Apply. */
export function FilterSheetPanel({ filters, draft, hintOf, onClose, onReset, onApply }: FilterSheetPanelProps) {
  return (
    <Drawer
      anchor="bottom"
      open={draft !== null}
      onClose={onClose}
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
              <FilterFieldSlot key={filter.parameter} filter={filter} filters={filters} hint={hintOf(filter)} />
            ))}
            <Stack direction="row" spacing={1} sx={{ justifyContent: "flex-end", pt: 1 }}>
              <Button onClick={onReset}>Reset</Button>
              <Button variant="contained" onClick={onApply}>
                Apply
              </Button>
            </Stack>
          </Box>
        </CanvasRuntimeProvider>
      ) : null}
    </Drawer>
  );
}
