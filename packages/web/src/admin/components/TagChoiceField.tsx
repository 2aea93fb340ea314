import Autocomplete from "@mui/material/Autocomplete";
import Chip from "@mui/material/Chip";
import TextField from "@mui/material/TextField";

interface TagChoiceFieldProps {
  /** The tags that may be chosen; undefined while they load. */
  options: string[] | undefined;
  value: string[];
  onChange(value: string[]): void;
  error?: string | undefined;
  helperText: string;
}

/** Tags chosen from a given list (a token's or service account's, out of the creator's own), shown as chips. */
export function TagChoiceField(props: TagChoiceFieldProps) {
  return (
    <Autocomplete
      multiple
      options={props.options ?? []}
      loading={props.options === undefined}
      value={props.value}
      onChange={(_event, value) => props.onChange(value)}
      disableCloseOnSelect
      renderValue={(values, getItemProps) =>
        values.map((tag, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} label={tag} size="small" {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField {...params} label="Tags" error={Boolean(props.error)} helperText={props.error ?? props.helperText} />
      )}
    />
  );
}
