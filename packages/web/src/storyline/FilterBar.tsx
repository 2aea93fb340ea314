import RestartAltIcon from "@mui/icons-material/RestartAlt";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useCanvasRuntime } from "@storyframe/canvas";
import type { StorylineFilter } from "@storyframe/core";
import { memo, useMemo, useState, useSyncExternalStore } from "react";
import { FilterFieldSlot } from "./filters/FilterFieldSlot";
import { FilterSheet } from "./filters/FilterSheet";
import { changedFilters, filterDefaults } from "./filters/filterDefaults";
import { FILTER_SHEET_MEDIA_QUERY } from "./filters/filterSheetViewport";
import { isDeepEqual } from "./isDeepEqual";

type FilterBarProps = {
  filters: readonly StorylineFilter[];
  /** The storyline's initial parameter values, which "Reset filters" restores. */
  defaults: Readonly<Record<string, unknown>>;
  /** The parameters whose value was restored from storage when the storyline opened. */
  restored?: readonly string[];
};

/** The note under a filter whose value came back from an earlier visit. */
export const RESTORED_HINT = "Restored from your last visit";

/**
 * The storyline's filters above the canvas; each edits one named parameter. "Reset filters" restores the
 * storyline's own values. On a phone the bar is one "Filters (n)" button opening a sheet.
 */
export const FilterBar = memo(function FilterBar({ filters, defaults, restored = [] }: FilterBarProps) {
  const runtime = useCanvasRuntime();
  // The parameter values only: the bar need not render again each time a data source starts or settles.
  const parameters = useSyncExternalStore(runtime.subscribe, () => runtime.getSnapshot().parameters);
  const authored = useMemo(() => filterDefaults(filters, defaults), [filters, defaults]);
  const changed = changedFilters(filters, authored, parameters);
  // A restored value is marked until it is changed.
  const [opened] = useState(parameters);
  const stillRestored = new Set(restored.filter((name) => isDeepEqual(parameters[name], opened[name])));
  const phone = useMediaQuery(FILTER_SHEET_MEDIA_QUERY, { noSsr: true });
  const reset = () => {
    for (const [name, value] of Object.entries(authored)) runtime.setParameter(name, value);
  };
  const hintOf = (filter: StorylineFilter) => (stillRestored.has(filter.parameter) ? RESTORED_HINT : undefined);

  if (phone) {
    return <FilterSheet filters={filters} defaults={authored} changedCount={changed.length} hintOf={hintOf} />;
  }
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Filters"
      className="sf-filter-bar"
      sx={{ display: "flex", flexWrap: "wrap", gap: 2, p: 2, borderRadius: 2, alignItems: "flex-start" }}
    >
      {filters.map((filter) => (
        <Box key={filter.parameter} sx={{ minWidth: filter.type === "multiselect" ? 260 : 160, flex: "0 1 auto" }}>
          <FilterFieldSlot filter={filter} filters={filters} hint={hintOf(filter)} />
        </Box>
      ))}
      <Button
        size="small"
        startIcon={<RestartAltIcon />}
        disabled={changed.length === 0}
        onClick={reset}
        sx={{ alignSelf: "center", ml: "auto" }}
      >
        {changed.length > 0 ? `Reset filters (${changed.length})` : "Reset filters"}
      </Button>
    </Paper>
  );
});
