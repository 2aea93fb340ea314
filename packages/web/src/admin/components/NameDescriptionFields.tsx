import TextField from "@mui/material/TextField";
import { type Control, Controller, type FieldErrors, type FieldValues, type Path } from "react-hook-form";

type NameAndDescription = FieldValues & { name: string; description: string };

interface NameDescriptionFieldsProps<V extends NameAndDescription> {
  control: Control<V>;
  errors: FieldErrors<V>;
  /** The thing named, e.g. "role": its name cannot change once it exists. */
  noun: string;
  existing: boolean;
}

/** The fixed-once-created name and the description of a role or group. */
export function NameDescriptionFields<V extends NameAndDescription>(props: NameDescriptionFieldsProps<V>) {
  const { control, errors, existing } = props;
  const message = (field: "name" | "description") => errors[field]?.message as string | undefined;
  return (
    <>
      <Controller
        control={control}
        name={"name" as Path<V>}
        render={({ field }) => (
          <TextField
            {...field}
            label="Name"
            required
            disabled={existing}
            autoFocus={!existing}
            error={Boolean(errors.name)}
            helperText={message("name") ?? (existing ? `A ${props.noun}'s name cannot be changed.` : undefined)}
          />
        )}
      />
      <Controller
        control={control}
        name={"description" as Path<V>}
        render={({ field }) => (
          <TextField
            {...field}
            label="Description"
            required
            multiline
            minRows={2}
            autoFocus={existing}
            error={Boolean(errors.description)}
            helperText={message("description")}
          />
        )}
      />
    </>
  );
}
