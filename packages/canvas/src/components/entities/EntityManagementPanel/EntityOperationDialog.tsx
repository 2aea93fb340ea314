import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import MenuItem from "@mui/material/MenuItem";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import TextField from "@mui/material/TextField";
import { useId, useRef } from "react";
import { FormDialog } from "../../overlays/shared/FormDialog";
import { useCheckedForm } from "../../overlays/shared/useCheckedForm";
import { valueKey } from "../../selection/shared/optionValue";
import {
  type EntityForm,
  type EntityFormErrors,
  type EntityFormField,
  type EntityOperationName,
  type EntityOption,
  type EntityPayload,
  type EntityType,
  eligibleOptions,
  needsSource,
  payloadOf,
  validateOperation,
} from "./entityOperations";
import { operationCopy, typeHints } from "./operationCopy";

type EntityOperationDialogProps = {
  operation: EntityOperationName;
  entity: string;
  options: readonly EntityOption[];
  types: readonly EntityType[];
  /** The entity selected in the panel: the one acted on, or the source of a new one, when it may be. */
  selected: EntityOption | null;
  onCancel: () => void;
  onSubmit: (payload: EntityPayload) => void;
};

const fieldOrder: readonly EntityFormField[] = ["entity", "type", "name"];
const errorSlot = (error: string | undefined) => (error ? { role: "alert" } : undefined);

/** The form of one operation: keyboard-friendly, errors under their fields, focus on the first problem. */
export function EntityOperationDialog({
  operation,
  entity,
  options,
  types,
  selected,
  onCancel,
  onSubmit,
}: EntityOperationDialogProps) {
  const copy = operationCopy(operation, entity);
  const choices = operation === "create" ? [...options] : eligibleOptions(operation, options);
  const initialEntity = selected && choices.some((option) => option.value === selected.value) ? selected : null;
  const context = { entity, options, types };
  const { form, problems, change, check } = useCheckedForm<EntityForm, EntityFormErrors>(
    { name: "", type: "", entity: initialEntity },
    (current) => validateOperation(operation, current, context),
  );
  const errors = problems ?? {};
  const inputs = useRef<Partial<Record<EntityFormField, HTMLInputElement | null>>>({});
  const id = useId();
  const typeInputRef = (element: HTMLInputElement | null) => {
    inputs.current.type = element;
  };

  const asksType = operation === "create" && types.length > 1;
  const asksEntity = operation !== "create" || needsSource(form.type);
  const asksName = operation === "create" || operation === "clone" || operation === "rename";

  const submit = () => {
    const found = check();
    const first = fieldOrder.find((field) => found[field] !== undefined);
    if (first !== undefined) {
      inputs.current[first]?.focus();
      return;
    }
    onSubmit(payloadOf(operation, form, types));
  };

  const entityField = asksEntity ? (
    <TextField
      select
      label={copy.entityLabel}
      value={form.entity ? valueKey(form.entity.value) : ""}
      onChange={(event) => {
        const picked = choices.find((option) => valueKey(option.value) === event.target.value) ?? null;
        change({ entity: picked });
      }}
      error={errors.entity !== undefined}
      helperText={errors.entity ?? (choices.length === 0 ? `There is no ${entity} to choose.` : undefined)}
      inputRef={(element: HTMLInputElement | null) => {
        inputs.current.entity = element;
      }}
      autoFocus={!asksName}
      fullWidth
      slotProps={{ formHelperText: errorSlot(errors.entity) }}
    >
      {choices.map((option) => (
        <MenuItem key={valueKey(option.value)} value={valueKey(option.value)}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  ) : null;

  return (
    <FormDialog
      title={copy.title}
      intro={copy.intro}
      maxWidth="sm"
      submitLabel={copy.submit}
      onCancel={onCancel}
      onSubmit={submit}
    >
      {operation === "create" ? null : entityField}
      {asksName ? (
        <TextField
          label={operation === "rename" ? "New name" : "Name"}
          value={form.name}
          onChange={(event) => change({ name: event.target.value })}
          error={errors.name !== undefined}
          helperText={errors.name}
          inputRef={(element: HTMLInputElement | null) => {
            inputs.current.name = element;
          }}
          autoFocus
          autoComplete="off"
          fullWidth
          slotProps={{ formHelperText: errorSlot(errors.name) }}
        />
      ) : null}
      {asksType ? (
        <FormControl error={errors.type !== undefined}>
          <FormLabel id={`${id}-type`}>Type</FormLabel>
          <RadioGroup
            row
            aria-labelledby={`${id}-type`}
            value={form.type}
            onChange={(_event, value) => change({ type: value as EntityType })}
          >
            {types.map((type, index) => (
              <FormControlLabel
                key={type}
                value={type}
                label={type}
                control={<Radio slotProps={index === 0 ? { input: { ref: typeInputRef } } : undefined} />}
              />
            ))}
          </RadioGroup>
          <FormHelperText role={errors.type ? "alert" : undefined}>
            {errors.type ?? (form.type === "" ? "Choose how the new one gets its values." : typeHints[form.type])}
          </FormHelperText>
        </FormControl>
      ) : null}
      {operation === "create" ? entityField : null}
    </FormDialog>
  );
}
