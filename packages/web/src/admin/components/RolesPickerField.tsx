import type { RoleLookup } from "@storyframe/core";
import type { UseQueryResult } from "@tanstack/react-query";
import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";
import { describeFailure } from "../serverErrors";
import { MultiSelectField, type SelectOption } from "./MultiSelectField";

interface RolesPickerFieldProps<V extends FieldValues & { roles: string[] }> {
  control: Control<V>;
  /** The role lookups; not loaded when `canPick` is false. */
  roles: UseQueryResult<RoleLookup[]>;
  canPick: boolean;
  options: readonly SelectOption[];
  error: string | undefined;
  /** The helper text when the roles could be loaded. */
  hint: string;
}

/** The form's `roles` multi-select, with why it cannot be used when it cannot. */
export function RolesPickerField<V extends FieldValues & { roles: string[] }>(props: RolesPickerFieldProps<V>) {
  const { roles, canPick } = props;
  return (
    <Controller
      control={props.control}
      name={"roles" as Path<V>}
      render={({ field }) => (
        <MultiSelectField
          label="Roles"
          options={props.options}
          value={field.value}
          onChange={field.onChange}
          loading={roles.isFetching}
          disabled={!canPick || roles.isError}
          error={props.error}
          helperText={
            !canPick
              ? "Choosing roles needs permission to read roles."
              : roles.isError
                ? `Roles could not be loaded: ${describeFailure(roles.error)}`
                : props.hint
          }
        />
      )}
    />
  );
}
