import Autocomplete from "@mui/material/Autocomplete";
import Chip from "@mui/material/Chip";
import TextField from "@mui/material/TextField";
import { TAGS } from "@storyframe/core";

const suggestions = Object.values(TAGS);

interface TagsFieldProps {
  label: string;
  value: readonly string[];
  onChange(value: string[]): void;
  error?: string | undefined;
  helperText?: string;
}

/** Free-text tags as chips (press Enter after each), with the platform's tags suggested. */
export function TagsField(props: TagsFieldProps) {
  return (
    <Autocomplete
      multiple
      freeSolo
      options={suggestions}
      value={[...props.value]}
      onChange={(_event, tags) => props.onChange([...new Set(tags.map((tag) => tag.trim()).filter(Boolean))])}
      renderValue={(values, getItemProps) =>
        values.map((tag, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} label={tag} size="small" {...itemProps} />;
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
