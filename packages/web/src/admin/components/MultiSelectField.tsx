import Autocomplete from "@mui/material/Autocomplete";
import Chip from "@mui/material/Chip";
import TextField from "@mui/material/TextField";

export interface SelectOption {
  value: string;
  label: string;
  /** Shown but not selectable (e.g. a role that is not assignable). */
  disabled?: boolean;
}

interface MultiSelectFieldProps {
  label: string;
  options: readonly SelectOption[];
  value: readonly string[];
  onChange(value: string[]): void;
  loading?: boolean;
  disabled?: boolean;
  helperText?: string | undefined;
  error?: string | undefined;
}

/** A searchable multi-select of ids shown by their labels, as chips. */
export function MultiSelectField(props: MultiSelectFieldProps) {
  const byValue = new Map(props.options.map((option) => [option.value, option]));
  const selected = props.value.map((value) => byValue.get(value) ?? { value, label: value });
  return (
    <Autocomplete
      multiple
      options={props.options as SelectOption[]}
      value={selected}
      loading={props.loading ?? false}
      disabled={props.disabled ?? false}
      getOptionLabel={(option) => option.label}
      getOptionDisabled={(option) => option.disabled === true}
      isOptionEqualToValue={(option, value) => option.value === value.value}
      onChange={(_event, options) => props.onChange(options.map((option) => option.value))}
      renderValue={(values, getItemProps) =>
        values.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} label={option.label} size="small" {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={props.label}
          error={Boolean(props.error)}
          helperText={props.error ?? props.helperText}
        />
      )}
    />
  );
}
