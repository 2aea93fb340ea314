import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import ListItemText from "@mui/material/ListItemText";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import { useDataSource, useParameter } from "@storyframe/canvas";
import { useDebouncedCommit } from "@storyframe/canvas/hooks";
import { DATASOURCE_REFRESH_DEBOUNCE_MS, type StorylineFilter } from "@storyframe/core";
import { memo, useEffect, useRef, useState } from "react";
import { dateInputValue, filterOptions, parseFieldText } from "./filterOptions";

/** The storyline's filters above the canvas; each edits one named parameter. */
export const FilterBar = memo(function FilterBar({ filters }: { filters: readonly StorylineFilter[] }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Filters"
      className="sf-filter-bar"
      sx={{ display: "flex", flexWrap: "wrap", gap: 2, p: 2, borderRadius: 2, alignItems: "center" }}
    >
      {filters.map((filter) => (
        <Box key={filter.parameter} sx={{ minWidth: filter.type === "multiselect" ? 260 : 160, flex: "0 1 auto" }}>
          <FilterField filter={filter} />
        </Box>
      ))}
    </Paper>
  );
});

function FilterField({ filter }: { filter: StorylineFilter }) {
  switch (filter.type) {
    case "select":
      return <SelectFilter filter={filter} />;
    case "multiselect":
      return <MultiSelectFilter filter={filter} />;
    case "date":
      return <DateFilter filter={filter} />;
    default:
      return <TextFilter filter={filter} />;
  }
}

const fieldId = (filter: StorylineFilter) => `filter-${filter.parameter}`;

function SelectFilter({ filter }: { filter: StorylineFilter }) {
  const [value, setValue] = useParameter(filter.parameter);
  const rows = useDataSource(filter.optionsFrom?.dataSource ?? "").data;
  const options = filterOptions(filter, rows);
  const current = typeof value === "string" || typeof value === "number" ? value : "";
  // Keep a value the options do not (yet) hold selectable, so the field never shows blank while they load.
  const shown =
    current === "" || options.some((o) => o.value === current)
      ? options
      : [{ value: current, label: String(current) }, ...options];
  return (
    <TextField
      select
      fullWidth
      size="small"
      id={fieldId(filter)}
      label={filter.label}
      value={current}
      slotProps={
        filter.emptyLabel !== undefined ? { select: { displayEmpty: true }, inputLabel: { shrink: true } } : undefined
      }
      onChange={(event) => {
        const chosen = shown.find((o) => String(o.value) === event.target.value);
        setValue(chosen ? chosen.value : null);
      }}
    >
      {filter.emptyLabel !== undefined ? (
        <MenuItem value="">
          <em>{filter.emptyLabel}</em>
        </MenuItem>
      ) : null}
      {shown.map((option) => (
        <MenuItem key={String(option.value)} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

function MultiSelectFilter({ filter }: { filter: StorylineFilter }) {
  const [value, setValue] = useParameter(filter.parameter);
  const rows = useDataSource(filter.optionsFrom?.dataSource ?? "").data;
  const options = filterOptions(filter, rows);
  const committed = Array.isArray(value) ? value.map(String) : [];
  // A multiple selection is committed when its menu closes (canvas-components §4, Dropdown filter).
  const [draft, setDraft] = useState<string[] | null>(null);
  const selected = draft ?? committed;
  const labelOf = (text: string) => options.find((o) => String(o.value) === text)?.label ?? text;
  return (
    <TextField
      select
      fullWidth
      size="small"
      id={fieldId(filter)}
      label={filter.label}
      value={selected}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (chosen) => (chosen as string[]).map(labelOf).join(", "),
          onOpen: () => setDraft(committed),
          onClose: () => {
            if (draft) setValue(draft);
            setDraft(null);
          },
        },
      }}
      onChange={(event) => {
        const next = event.target.value as unknown as string[] | string;
        setDraft(typeof next === "string" ? next.split(",") : next);
      }}
    >
      {options.map((option) => (
        <MenuItem key={String(option.value)} value={String(option.value)}>
          <Checkbox size="small" checked={selected.includes(String(option.value))} sx={{ py: 0 }} />
          <ListItemText primary={option.label} />
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A whole date, or nothing (cleared): what a date field may store. Typing passes through partial values. */
const isStorableDate = (text: string) => text === "" || /^\d{4}-\d{2}-\d{2}$/.test(text);

function DateFilter({ filter }: { filter: StorylineFilter }) {
  const [value, setValue] = useParameter(filter.parameter);
  const committed = dateInputValue(value);
  const [text, setText] = useState(committed);
  useEffect(() => setText(committed), [committed]);
  const store = (next: string) => setValue(next === "" ? null : next);
  // Typing a year makes a whole date at every digit (0002, 0020, 0202, 2024): typed dates wait for a pause.
  const typing = useDebouncedCommit(store, DATASOURCE_REFRESH_DEBOUNCE_MS);
  const keyHeld = useRef(false);
  return (
    <TextField
      type="date"
      fullWidth
      size="small"
      id={fieldId(filter)}
      label={filter.label}
      value={text}
      slotProps={{ inputLabel: { shrink: true } }}
      onKeyDown={(event) => {
        keyHeld.current = true;
        if (event.key === "Enter") typing.flush();
      }}
      onKeyUp={() => {
        keyHeld.current = false;
      }}
      onBlur={typing.flush}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        if (!isStorableDate(next)) return;
        if (keyHeld.current) return typing.schedule(next);
        // A date picked from the calendar is a selection: stored at once.
        typing.cancel();
        store(next);
      }}
    />
  );
}

function TextFilter({ filter }: { filter: StorylineFilter }) {
  const [value, setValue] = useParameter(filter.parameter);
  const committed = value === null || value === undefined ? "" : String(value);
  const [text, setText] = useState(committed);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => setText(committed), [committed]);
  const commit = () => {
    const parsed = parseFieldText(filter, text);
    if (parsed === undefined) {
      setProblem("Enter a number.");
      return;
    }
    if (filter.type === "number" && typeof parsed === "number") {
      if (filter.min !== undefined && parsed < filter.min) return setProblem(`At least ${filter.min}.`);
      if (filter.max !== undefined && parsed > filter.max) return setProblem(`At most ${filter.max}.`);
    }
    setProblem(null);
    setValue(parsed);
  };
  return (
    <TextField
      fullWidth
      size="small"
      id={fieldId(filter)}
      label={filter.label}
      type={filter.type === "number" ? "number" : "text"}
      value={text}
      error={problem !== null}
      helperText={problem ?? undefined}
      slotProps={{ htmlInput: { min: filter.min, max: filter.max, step: filter.step } }}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === "Enter") commit();
      }}
    />
  );
}
