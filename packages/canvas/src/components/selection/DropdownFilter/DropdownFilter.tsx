import CheckBoxIcon from "@mui/icons-material/CheckBox";
import CheckBoxOutlineBlankIcon from "@mui/icons-material/CheckBoxOutlineBlank";
import FormControl from "@mui/material/FormControl";
import InputLabel from "@mui/material/InputLabel";
import ListItemText from "@mui/material/ListItemText";
import MenuItem from "@mui/material/MenuItem";
import Select, { type SelectChangeEvent } from "@mui/material/Select";
import { useId, useMemo, useState } from "react";
import { useBoundParameter } from "../../../runtime/useBoundParameter";
import { useCallbackApi } from "../../shared/callbackApi";
import { callSafely } from "../../shared/safeCallback";
import { asValueList, valuesEqual } from "../shared/optionValue";
import type { DropdownFilterProps, DropdownOption } from "./DropdownFilter.meta";

/** The positions of `values` among the options (Select works with text; values may be any JSON). */
function optionIndexes(options: readonly DropdownOption[], values: readonly unknown[]): string[] {
  return options.flatMap((option, index) =>
    values.some((value) => valuesEqual(option.value, value)) ? [String(index)] : [],
  );
}

/** What a chosen value that is no longer among the options says under its label. */
export const UNAVAILABLE_OPTION_TEXT = "Not available for the current filters";

type ListedOption = DropdownOption & { unavailable: boolean };

const labelOfValue = (value: unknown) =>
  typeof value === "string" || typeof value === "number" ? String(value) : JSON.stringify(value);

/**
 * The options, then the stored values of a multiple choice they no longer hold (options cascaded from
 * another filter), kept and marked so they can still be seen and removed.
 */
function withUnavailable(options: readonly DropdownOption[], stored: unknown, multiple: boolean): ListedOption[] {
  const listed = options.map((option) => ({ ...option, unavailable: false }));
  if (!multiple) return listed;
  const missing = asValueList(stored).filter((value) => !options.some((option) => valuesEqual(option.value, value)));
  return [
    ...listed,
    ...missing.map((value) => ({
      value: value as DropdownOption["value"],
      label: labelOfValue(value),
      unavailable: true,
    })),
  ];
}

const sameIndexes = (first: readonly string[], second: readonly string[]) =>
  first.length === second.length && first.every((index) => second.includes(index));

/**
 * A drop-down filter (canvas-components §4): a single choice is stored at once; a multiple choice is
 * drafted while the menu is open and stored when it closes.
 */
export default function DropdownFilter({
  parameter,
  options,
  multiple,
  label,
  disabled,
  onChange,
}: DropdownFilterProps) {
  const labelId = useId();
  const [stored, setStored] = useBoundParameter<unknown>(parameter, multiple ? [] : null);
  const [draft, setDraft] = useState<string[] | null>(null);
  const callbackApi = useCallbackApi();
  const listed = useMemo(() => withUnavailable(options, stored, multiple), [options, stored, multiple]);
  const committed = useMemo(() => optionIndexes(listed, asValueList(stored)), [listed, stored]);
  const shown = draft ?? committed;

  const valueAt = (index: string) => listed[Number(index)]?.value;

  const store = (indexes: readonly string[]) => {
    const values = indexes.map(valueAt).filter((value) => value !== undefined);
    const newValue = multiple ? values : (values[0] ?? null);
    const oldValue = multiple ? asValueList(stored) : (stored ?? null);
    setStored(newValue);
    callSafely(onChange, "DropdownFilter onChange", newValue, oldValue, callbackApi());
  };

  const handleChange = (event: SelectChangeEvent<string | string[]>) => {
    const selected = event.target.value;
    if (Array.isArray(selected)) {
      setDraft([...selected].sort((a, b) => Number(a) - Number(b)));
      return;
    }
    const next = selected === "" ? [] : [selected];
    if (!sameIndexes(next, committed)) store(next);
  };

  const handleClose = () => {
    if (draft !== null && !sameIndexes(draft, committed)) store(draft);
    setDraft(null);
  };

  const labelsOf = (indexes: readonly string[]) =>
    indexes.map((index) => listed[Number(index)]?.label ?? "").join(", ");

  return (
    <FormControl size="small" disabled={disabled} sx={{ minWidth: 200, maxWidth: "100%" }}>
      {label !== undefined && <InputLabel id={labelId}>{label}</InputLabel>}
      <Select<string | string[]>
        labelId={label === undefined ? undefined : labelId}
        label={label}
        multiple={multiple}
        value={multiple ? shown : (shown[0] ?? "")}
        onChange={handleChange}
        onOpen={() => {
          if (multiple) setDraft(committed);
        }}
        onClose={handleClose}
        renderValue={(selected) => labelsOf(Array.isArray(selected) ? selected : [selected])}
        inputProps={label === undefined ? { "aria-label": "Filter" } : undefined}
        MenuProps={{ slotProps: { paper: { sx: { maxHeight: 360 } } } }}
      >
        {listed.map((option, index) => {
          const selected = shown.includes(String(index));
          return (
            <MenuItem key={String(index)} value={String(index)}>
              {multiple &&
                (selected ? (
                  <CheckBoxIcon fontSize="small" color="primary" sx={{ mr: 1 }} />
                ) : (
                  <CheckBoxOutlineBlankIcon fontSize="small" sx={{ mr: 1 }} />
                ))}
              <ListItemText
                primary={option.label}
                secondary={option.unavailable ? UNAVAILABLE_OPTION_TEXT : undefined}
              />
            </MenuItem>
          );
        })}
      </Select>
    </FormControl>
  );
}
