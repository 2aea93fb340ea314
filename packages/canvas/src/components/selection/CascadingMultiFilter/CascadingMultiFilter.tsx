import CheckBoxIcon from "@mui/icons-material/CheckBox";
import CheckBoxOutlineBlankIcon from "@mui/icons-material/CheckBoxOutlineBlank";
import Autocomplete, { type AutocompleteRenderInputParams } from "@mui/material/Autocomplete";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useMemo } from "react";
import { useBoundParameter } from "../../../runtime/useBoundParameter";
import { useCallbackApi } from "../../shared/callbackApi";
import { callSafely } from "../../shared/safeCallback";
import { includesValue } from "../shared/optionValue";
import { NO_OPTIONS_TEXT } from "../shared/selectionTexts";
import type { CascadingMultiFilterProps } from "./CascadingMultiFilter.meta";
import {
  type CascadeDimension,
  chooseValues,
  chosenValues,
  dimensionOptions,
  type FieldValue,
  normaliseSelection,
} from "./cascade";

type DimensionFilterProps = {
  dimension: CascadeDimension;
  direction: CascadingMultiFilterProps["direction"];
  offered: readonly FieldValue[];
  chosen: readonly FieldValue[];
  disabled: boolean;
  onChoose: (values: FieldValue[]) => void;
};

/** One filter of the cascade: a searchable list of its field's values. */
function DimensionFilter({ dimension, direction, offered, chosen, disabled, onChoose }: DimensionFilterProps) {
  // A stored choice the data no longer offers stays listed, so it can be seen and removed.
  const options = useMemo(
    () => [...offered, ...chosen.filter((value) => !includesValue(offered, value))],
    [offered, chosen],
  );
  const label = dimension.label ?? dimension.fieldName;
  const shared = {
    options,
    disabled,
    size: "small" as const,
    openOnFocus: true,
    autoHighlight: true,
    noOptionsText: NO_OPTIONS_TEXT,
    getOptionLabel: (value: FieldValue) => String(value),
    // Side by side the filters share the row (wrapping under 220 px each); stacked they keep their own height.
    sx: direction === "row" ? { minWidth: 220, flex: "1 1 220px" } : { width: "100%" },
    renderInput: (params: AutocompleteRenderInputParams) => <TextField {...params} label={label} />,
  };
  if (!dimension.multiple) {
    return (
      <Autocomplete<FieldValue, false>
        {...shared}
        value={chosen[0] ?? null}
        onChange={(_, value) => onChoose(value === null ? [] : [value])}
      />
    );
  }
  return (
    <Autocomplete<FieldValue, true>
      {...shared}
      multiple
      disableCloseOnSelect
      limitTags={2}
      value={[...chosen]}
      onChange={(_, values) => onChoose(values)}
      renderOption={({ key, ...itemProps }, value, state) => (
        <li key={key} {...itemProps}>
          {state.selected ? (
            <CheckBoxIcon fontSize="small" color="primary" sx={{ mr: 1 }} />
          ) : (
            <CheckBoxOutlineBlankIcon fontSize="small" sx={{ mr: 1 }} />
          )}
          {String(value)}
        </li>
      )}
    />
  );
}

/** Linked filters over one data set whose whole selection is one dictionary (canvas-components §3). */
export default function CascadingMultiFilter({
  parameter,
  dimensions,
  data,
  direction,
  disabled,
  onChange,
}: CascadingMultiFilterProps) {
  const [stored, setStored] = useBoundParameter<unknown>(parameter, {});
  const selection = useMemo(() => normaliseSelection(dimensions, stored), [dimensions, stored]);
  const callbackApi = useCallbackApi();

  const choose = (fieldName: string, values: FieldValue[]) => {
    const next = chooseValues(dimensions, data, stored, fieldName, values);
    setStored(next);
    callSafely(onChange, "CascadingMultiFilter onChange", next, selection, callbackApi());
  };

  return (
    <Stack
      direction={direction}
      spacing={2}
      useFlexGap
      sx={{ flexWrap: direction === "row" ? "wrap" : "nowrap" }}
      role="group"
      aria-label="Filters"
    >
      {dimensions.map((dimension, index) =>
        dimension.isHidden ? null : (
          <DimensionFilter
            key={dimension.fieldName}
            dimension={dimension}
            direction={direction}
            offered={dimensionOptions(dimensions, data, selection, index)}
            chosen={chosenValues(selection, dimension.fieldName)}
            disabled={disabled}
            onChoose={(values) => choose(dimension.fieldName, values)}
          />
        ),
      )}
    </Stack>
  );
}
