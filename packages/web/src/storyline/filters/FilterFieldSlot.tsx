import Box from "@mui/material/Box";
import { onDemand } from "@storyframe/canvas/onDemand";
import type { StorylineFilter } from "@storyframe/core";
import type { ComponentProps } from "react";
import { OnDemandPart } from "../../shell/OnDemandPart";
import type { FilterField } from "./FilterField";

/**
 * The filter fields' code, with MUI's text field, select, menu and popover under it (about 20 KB gzip): loaded
 * when a storyline with filters opens (see openingFramePreload) instead of with every viewer's first download.
 */
export const OnDemandFilterField = onDemand<ComponentProps<typeof FilterField>>(() =>
  import("./FilterField").then((module) => ({ default: module.FilterField })),
);

type FilterFieldSlotProps = ComponentProps<typeof FilterField>;

/**
 * One filter's field, drawn as an empty outlined field with its label (and note) while its code loads, so the
 * bar keeps its size and nothing below it moves when the field appears. Code that cannot load leaves the empty
 * field and says why above the page.
 */
export function FilterFieldSlot(props: FilterFieldSlotProps) {
  return (
    <OnDemandPart placeholder={(busy) => <EmptyFilterField filter={props.filter} hint={props.hint} busy={busy} />}>
      <OnDemandFilterField {...props} />
    </OnDemandPart>
  );
}

type EmptyFilterFieldProps = { filter: StorylineFilter; hint: string | undefined; busy: boolean };

function EmptyFilterField({ filter, hint, busy }: EmptyFilterFieldProps) {
  return (
    <Box aria-busy={busy} data-testid="filter-field-placeholder">
      <Box
        sx={{
          height: 40,
          display: "flex",
          alignItems: "center",
          px: "14px",
          border: "1px solid rgba(0, 0, 0, 0.23)",
          borderRadius: 1,
          color: "text.secondary",
          fontSize: "1rem",
          overflow: "hidden",
          whiteSpace: "nowrap",
        }}
      >
        {filter.label}
      </Box>
      {hint === undefined ? null : (
        <Box sx={{ typography: "caption", color: "text.secondary", mt: "3px", mx: "14px" }}>{hint}</Box>
      )}
    </Box>
  );
}
