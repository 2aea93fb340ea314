import CheckBoxIcon from "@mui/icons-material/CheckBox";
import CheckBoxOutlineBlankIcon from "@mui/icons-material/CheckBoxOutlineBlank";
import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import MuiAutocomplete, { type AutocompleteRenderOptionState } from "@mui/material/Autocomplete";
import CircularProgress from "@mui/material/CircularProgress";
import TextField from "@mui/material/TextField";
import Tooltip from "@mui/material/Tooltip";
import { TOOLTIP_HOVER_DELAY_MS } from "@storyframe/core";
import {
  type CSSProperties,
  Fragment,
  type HTMLAttributes,
  type Key,
  type KeyboardEvent,
  type MouseEvent,
  type SyntheticEvent,
  useCallback,
  useMemo,
  useRef,
  useState,
} from "react";
import { useBoundParameter } from "../../../runtime/useBoundParameter";
import { useCallbackApi } from "../../shared/callbackApi";
import { callSafely } from "../../shared/safeCallback";
import { isMaxReached, maxSelectionMessage } from "../shared/maxSelection";
import { asValueList, valueKey, valuesEqual } from "../shared/optionValue";
import { NO_OPTIONS_TEXT } from "../shared/selectionTexts";
import type { AutocompleteOption, AutocompleteProps } from "./Autocomplete.meta";
import { allOptions, isSelectable, type ListedOption, labelSegments, listOptions } from "./autocompleteOptions";
import { useDynamicOptions } from "./useDynamicOptions";

const ENTER_TEXT_TO_SEARCH = "Enter text to search for options.";
const INDENT_PX = 20;
const TOGGLE_PX = 28;

const markStyle: CSSProperties = {
  display: "inline",
  backgroundColor: "transparent",
  color: "inherit",
  fontWeight: 700,
};
const toggleStyle: CSSProperties = {
  display: "inline-flex",
  width: TOGGLE_PX,
  flexShrink: 0,
  justifyContent: "center",
  cursor: "pointer",
  // The row of an unselectable parent ignores the pointer; its toggle must not.
  pointerEvents: "auto",
};
const blockedOptionStyle: CSSProperties = { pointerEvents: "auto", cursor: "not-allowed" };

const listed = (option: AutocompleteOption): ListedOption => ({
  option,
  key: valueKey(option.value),
  depth: 0,
  hasChildren: false,
  expanded: false,
});

/** A value from the parameter with no known option: shown as its own text. */
const unknownOption = (value: unknown): AutocompleteOption => ({
  label: typeof value === "string" || typeof value === "number" ? String(value) : JSON.stringify(value),
  value: value as AutocompleteOption["value"],
});

function OptionLabel({ label, query }: { label: string; query: string }) {
  return (
    <span>
      {labelSegments(label, query).map((segment) =>
        segment.match ? (
          <mark key={segment.start} style={markStyle}>
            {segment.text}
          </mark>
        ) : (
          <Fragment key={segment.start}>{segment.text}</Fragment>
        ),
      )}
    </span>
  );
}

/** A searchable single or multiple choice (canvas-components §3–§5, §7–§9). */
export default function Autocomplete({
  parameter,
  options,
  optionsUrl,
  multiple,
  maxCount,
  label,
  placeholder,
  disabled,
  onChange,
}: AutocompleteProps) {
  const [stored, setStored] = useBoundParameter<unknown>(parameter, multiple ? [] : null);
  const [searchText, setSearchText] = useState("");
  const [expansion, setExpansion] = useState<ReadonlyMap<string, boolean>>(() => new Map());
  const [picked, setPicked] = useState<ReadonlyMap<string, AutocompleteOption>>(() => new Map());
  const highlighted = useRef<ListedOption | null>(null);
  const dynamic = useDynamicOptions(optionsUrl, searchText);
  const callbackApi = useCallbackApi();
  const source = optionsUrl === undefined ? options : dynamic.options;
  const isTree = useMemo(() => source.some((option) => (option.children ?? []).length > 0), [source]);

  const selectedValues = useMemo(() => asValueList(stored), [stored]);
  const selected = useMemo(() => {
    const known = allOptions(source);
    return selectedValues.map((value) => {
      const option =
        known.find((candidate) => valuesEqual(candidate.value, value)) ??
        picked.get(valueKey(value)) ??
        unknownOption(value);
      return listed(option);
    });
  }, [source, selectedValues, picked]);
  const selectedKeys = useMemo(() => new Set(selected.map((entry) => entry.key)), [selected]);
  const everyOption = useMemo(() => {
    const entries = allOptions(source).map(listed);
    const keys = new Set(entries.map((entry) => entry.key));
    return [...entries, ...selected.filter((entry) => !keys.has(entry.key))];
  }, [source, selected]);

  const maxReached = multiple && isMaxReached(selected.length, maxCount);
  const singleSelection = multiple ? null : (selected[0] ?? null);

  const filterOptions = useCallback(
    (_: ListedOption[], state: { inputValue: string }) => listOptions(source, expansion, state.inputValue),
    [source, expansion],
  );

  const setExpanded = useCallback((key: string, expanded: boolean) => {
    setExpansion((current) => new Map(current).set(key, expanded));
  }, []);

  const commit = (next: readonly ListedOption[]) => {
    const newValue = multiple ? next.map((entry) => entry.option.value) : (next[0]?.option.value ?? null);
    const oldValue = multiple ? selectedValues : (selectedValues[0] ?? null);
    setPicked((current) => {
      const updated = new Map(current);
      for (const entry of next) updated.set(entry.key, entry.option);
      return updated;
    });
    setStored(newValue);
    callSafely(onChange, "Autocomplete onChange", newValue, oldValue, callbackApi());
  };

  const handleChange = (_: SyntheticEvent, next: ListedOption | ListedOption[] | null) => {
    const entries = Array.isArray(next) ? next : next === null ? [] : [next];
    const added = entries.filter((entry) => !selectedKeys.has(entry.key));
    if (added.some((entry) => !isSelectable(entry.option))) return;
    if (multiple && added.length > 0 && maxCount !== undefined && entries.length > maxCount) return;
    commit(entries);
  };

  const handleInputChange = (_: SyntheticEvent, value: string, reason: string) => {
    if (reason === "input" || value === "") setSearchText(value);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement> & { defaultMuiPrevented?: boolean }) => {
    const entry = highlighted.current;
    if (entry === null || !entry.hasChildren) return;
    const wanted = event.key === "ArrowRight" ? true : event.key === "ArrowLeft" ? false : null;
    // The highlighted entry may predate the last toggle: read the expansion as it is now.
    const expanded = expansion.get(entry.key) ?? entry.option.isExpanded ?? false;
    if (wanted === null || wanted === expanded) return;
    event.preventDefault();
    event.defaultMuiPrevented = true;
    setExpanded(entry.key, wanted);
  };

  const renderOption = (
    props: HTMLAttributes<HTMLLIElement> & { key?: Key },
    entry: ListedOption,
    state: AutocompleteRenderOptionState,
  ) => {
    const { key, ...itemProps } = props;
    const query = singleSelection !== null && state.inputValue === singleSelection.option.label ? "" : state.inputValue;
    const content = (
      <>
        {isTree && (
          <span style={{ display: "inline-flex", paddingLeft: entry.depth * INDENT_PX }}>
            {entry.hasChildren ? (
              <span
                aria-hidden="true"
                title={entry.expanded ? "Collapse" : "Expand"}
                data-testid="option-toggle"
                style={toggleStyle}
                onClick={(event: MouseEvent) => {
                  event.stopPropagation();
                  setExpanded(entry.key, !entry.expanded);
                }}
              >
                {entry.expanded ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
              </span>
            ) : (
              <span style={{ width: TOGGLE_PX, flexShrink: 0 }} />
            )}
          </span>
        )}
        {multiple &&
          (state.selected ? (
            <CheckBoxIcon fontSize="small" color="primary" sx={{ mr: 1 }} />
          ) : (
            <CheckBoxOutlineBlankIcon fontSize="small" sx={{ mr: 1 }} />
          ))}
        <OptionLabel label={entry.option.label} query={query} />
      </>
    );
    const blocked = maxReached && maxCount !== undefined && !state.selected && isSelectable(entry.option);
    if (!blocked) {
      return (
        <li key={key} {...itemProps}>
          {content}
        </li>
      );
    }
    // Disabled rows ignore the pointer, which would also hide the tooltip explaining why: let it through, but
    // without the handlers that pick or highlight the option.
    const { onClick: _click, onMouseMove: _move, onTouchStart: _touch, style, ...blockedProps } = itemProps;
    return (
      <Tooltip
        key={key}
        title={maxSelectionMessage(maxCount)}
        describeChild
        enterDelay={TOOLTIP_HOVER_DELAY_MS}
        placement="right"
      >
        <li {...blockedProps} style={{ ...style, ...blockedOptionStyle }}>
          {content}
        </li>
      </Tooltip>
    );
  };

  const emptyText = optionsUrl !== undefined && searchText.trim() === "" ? ENTER_TEXT_TO_SEARCH : NO_OPTIONS_TEXT;

  return (
    <MuiAutocomplete<ListedOption, boolean, false, false>
      multiple={multiple}
      value={multiple ? selected : singleSelection}
      options={everyOption}
      filterOptions={filterOptions}
      onChange={handleChange}
      onInputChange={handleInputChange}
      onHighlightChange={(_, entry) => {
        highlighted.current = entry;
      }}
      onKeyDown={handleKeyDown}
      getOptionLabel={(entry) => entry.option.label}
      getOptionKey={(entry) => entry.key}
      isOptionEqualToValue={(entry, value) => entry.key === value.key}
      getOptionDisabled={(entry) => !isSelectable(entry.option) || (maxReached && !selectedKeys.has(entry.key))}
      renderOption={renderOption}
      disableCloseOnSelect={multiple}
      openOnFocus
      autoHighlight
      disabled={disabled}
      loading={dynamic.loading}
      noOptionsText={emptyText}
      sx={{ minWidth: 240 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={placeholder}
          slotProps={{
            ...params.slotProps,
            htmlInput: {
              ...params.slotProps.htmlInput,
              ...(label === undefined ? { "aria-label": placeholder ?? "Search options" } : {}),
            },
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {dynamic.loading && <CircularProgress color="inherit" size={18} aria-label="Loading options" />}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
