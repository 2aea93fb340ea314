import Checkbox from "@mui/material/Checkbox";
import ListItemText from "@mui/material/ListItemText";
import MenuItem from "@mui/material/MenuItem";
import type { SelectProps } from "@mui/material/Select";
import TextField, { type TextFieldProps } from "@mui/material/TextField";
import { useCanvasRuntime, useDataSource, useParameter } from "@storyframe/canvas";
import { useDebouncedCommit } from "@storyframe/canvas/hooks";
import { DATASOURCE_REFRESH_DEBOUNCE_MS, type StorylineFilter } from "@storyframe/core";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { dateInputValue, type FilterOption, filterOptions, parseFieldText } from "../filterOptions";
import { filterProblem } from "./filterConstraints";
import { matchingOptions, OptionSearch, SEARCHABLE_OPTION_COUNT } from "./OptionSearch";

type FilterFieldProps = {
  filter: StorylineFilter;
  /** All filters of the storyline, for constraints between them (a From and its To). */
  filters: readonly StorylineFilter[];
  /** A quiet note under the field (e.g. that its value was restored), shown while there is no problem. */
  hint?: string | undefined;
};

/** One filter's field; it edits the filter's parameter and refuses a value that breaks its constraints. */
export function FilterField(props: FilterFieldProps) {
  switch (props.filter.type) {
    case "select":
      return <SelectFilter {...props} />;
    case "multiselect":
      return <MultiSelectFilter {...props} />;
    case "date":
      return <DateFilter {...props} />;
    default:
      return <TextFilter {...props} />;
  }
}

const fieldId = (filter: StorylineFilter) => `filter-${filter.parameter}`;

/** The options of a filter, and whether its options source has answered (so a missing value is really gone). */
function useFilterOptions(filter: StorylineFilter): { options: FilterOption[]; settled: boolean } {
  const view = useDataSource(filter.optionsFrom?.dataSource ?? "");
  const settled = !filter.optionsFrom || (Array.isArray(view.data) && view.inFlight === 0);
  return { options: filterOptions(filter, view.data), settled };
}

function SelectFilter({ filter, hint }: FilterFieldProps) {
  const [value, setValue] = useParameter(filter.parameter);
  const { options } = useFilterOptions(filter);
  const [query, setQuery] = useState("");
  const current = typeof value === "string" || typeof value === "number" ? value : "";
  // Keep a value the options do not (yet) hold selectable, so the field never shows blank while they load.
  const all =
    current === "" || options.some((o) => o.value === current)
      ? options
      : [{ value: current, label: String(current) }, ...options];
  const searchable = all.length > SEARCHABLE_OPTION_COUNT;
  const matches = new Set(matchingOptions(all, query));
  // The current value stays in the menu whatever the query, so the field keeps showing it.
  const shown = all.filter((option) => option.value === current || matches.has(option));
  return (
    <FilterMenu
      filter={filter}
      value={current}
      helperText={hint}
      searchable={searchable}
      query={query}
      onQuery={setQuery}
      select={filter.emptyLabel !== undefined ? { displayEmpty: true } : {}}
      shrinkLabel={filter.emptyLabel !== undefined}
      onChange={(event) => {
        const chosen = all.find((o) => String(o.value) === event.target.value);
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
    </FilterMenu>
  );
}

type FilterMenuProps = {
  filter: StorylineFilter;
  value: string | number | string[];
  helperText: string | undefined;
  /** Whether the menu gets a search field at its top (which then takes the focus). */
  searchable: boolean;
  query: string;
  onQuery: (query: string) => void;
  select: Partial<SelectProps>;
  shrinkLabel?: boolean;
  onChange: NonNullable<TextFieldProps["onChange"]>;
  children: ReactNode;
};

/** The select field of a filter with options; closing its menu clears the search. */
function FilterMenu({ filter, searchable, query, onQuery, select, shrinkLabel, children, ...field }: FilterMenuProps) {
  return (
    <TextField
      select
      fullWidth
      size="small"
      id={fieldId(filter)}
      label={filter.label}
      {...field}
      slotProps={{
        select: {
          ...select,
          onClose: (event) => {
            select.onClose?.(event);
            onQuery("");
          },
          MenuProps: { autoFocus: !searchable, slotProps: { paper: { sx: { maxHeight: 420 } } } },
        },
        ...(shrinkLabel ? { inputLabel: { shrink: true } } : {}),
      }}
    >
      {searchable ? <OptionSearch label={filter.label} query={query} onQuery={onQuery} /> : null}
      {children}
    </TextField>
  );
}

type ListedOption = FilterOption & { unavailable: boolean };

/**
 * The options of a multiple selection, with every selected value the options no longer hold (cascaded from
 * another filter) listed first and marked unavailable, so it can still be seen and removed.
 */
function listedOptions(
  options: readonly FilterOption[],
  selected: readonly string[],
  settled: boolean,
): ListedOption[] {
  const known = new Set(options.map((option) => String(option.value)));
  const missing = [...new Set(selected)].filter((value) => !known.has(value));
  return [
    ...missing.map((value) => ({ value, label: value, unavailable: settled })),
    ...options.map((option) => ({ ...option, unavailable: false })),
  ];
}

function MultiSelectFilter({ filter, hint }: FilterFieldProps) {
  const [value, setValue] = useParameter(filter.parameter);
  const { options, settled } = useFilterOptions(filter);
  const committed = Array.isArray(value) ? value.map(String) : [];
  // A multiple selection is committed when its menu closes (canvas-components §4, Dropdown filter).
  const [draft, setDraft] = useState<string[] | null>(null);
  const [query, setQuery] = useState("");
  const selected = draft ?? committed;
  // Values removed while the menu is open stay listed until it closes, so a slip can be undone.
  const listed = listedOptions(options, [...committed, ...selected], settled);
  const unavailableCount = listed.filter((o) => o.unavailable && selected.includes(String(o.value))).length;
  const searchable = listed.length > SEARCHABLE_OPTION_COUNT;
  const labelOf = (text: string) => listed.find((o) => String(o.value) === text)?.label ?? text;
  const note =
    unavailableCount > 0
      ? `${unavailableCount} selected ${unavailableCount === 1 ? "value is" : "values are"} not available for the current filters.`
      : hint;
  return (
    <FilterMenu
      filter={filter}
      value={selected}
      helperText={note}
      searchable={searchable}
      query={query}
      onQuery={setQuery}
      select={{
        multiple: true,
        renderValue: (chosen) => (chosen as string[]).map(labelOf).join(", "),
        onOpen: () => setDraft(committed),
        onClose: () => {
          if (draft) setValue(draft);
          setDraft(null);
        },
      }}
      onChange={(event) => {
        const next = event.target.value as unknown as string[] | string;
        setDraft(typeof next === "string" ? next.split(",") : next);
      }}
    >
      {matchingOptions(listed, query).map((option) => (
        <MenuItem key={String(option.value)} value={String(option.value)}>
          <Checkbox size="small" checked={selected.includes(String(option.value))} sx={{ py: 0 }} />
          <ListItemText
            primary={option.label}
            secondary={option.unavailable ? "Not available for the current filters" : undefined}
            slotProps={{ primary: option.unavailable ? { color: "text.secondary" } : {} }}
          />
        </MenuItem>
      ))}
    </FilterMenu>
  );
}

/** A whole date, or nothing (cleared): what a date field may store. Typing passes through partial values. */
const isStorableDate = (text: string) => text === "" || /^\d{4}-\d{2}-\d{2}$/.test(text);

function DateFilter({ filter, filters, hint }: FilterFieldProps) {
  const [value, setValue] = useParameter(filter.parameter);
  const runtime = useCanvasRuntime();
  const committed = dateInputValue(value);
  const [text, setText] = useState(committed);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    setText(committed);
    setProblem(null);
  }, [committed]);
  // The other filters' values as they are when the date is stored (a debounced commit runs later).
  const store = (next: string) => {
    const refused = filterProblem(filter, next, runtime.getSnapshot().parameters, filters);
    setProblem(refused);
    if (refused === null) setValue(next === "" ? null : next);
  };
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
      error={problem !== null}
      helperText={problem ?? hint}
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

function TextFilter({ filter, filters, hint }: FilterFieldProps) {
  const [value, setValue] = useParameter(filter.parameter);
  const runtime = useCanvasRuntime();
  const committed = value === null || value === undefined ? "" : String(value);
  const [text, setText] = useState(committed);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    setText(committed);
    setProblem(null);
  }, [committed]);
  const commit = () => {
    const parsed = parseFieldText(filter, text);
    const refused =
      parsed === undefined
        ? `${filter.label} must be a number.`
        : filterProblem(filter, parsed, runtime.getSnapshot().parameters, filters);
    // The value first: its data requests leave before this field renders again.
    if (refused === null) setValue(parsed);
    setProblem(refused);
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
      helperText={problem ?? hint}
      slotProps={{ htmlInput: { min: filter.min, max: filter.max, step: filter.step } }}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === "Enter") commit();
      }}
    />
  );
}
