import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import MenuItem from "@mui/material/MenuItem";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { type FormEvent, useId, useRef, useState } from "react";
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
  const [form, setForm] = useState<EntityForm>({ name: "", type: "", entity: initialEntity });
  const [errors, setErrors] = useState<EntityFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const inputs = useRef<Partial<Record<EntityFormField, HTMLInputElement | null>>>({});
  const id = useId();
  const context = { entity, options, types };
  const typeInputRef = (element: HTMLInputElement | null) => {
    inputs.current.type = element;
  };

  const asksType = operation === "create" && types.length > 1;
  const asksEntity = operation !== "create" || needsSource(form.type);
  const asksName = operation === "create" || operation === "clone" || operation === "rename";

  const change = (next: Partial<EntityForm>) => {
    const updated = { ...form, ...next };
    setForm(updated);
    // After the first attempt the messages follow the input, so a fixed field clears its message at once.
    if (submitted) setErrors(validateOperation(operation, updated, context));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateOperation(operation, form, context);
    setErrors(found);
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
    <Dialog
      open
      maxWidth="sm"
      fullWidth
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      onClose={(_event, reason) => {
        if (reason !== "backdropClick") onCancel();
      }}
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={`${id}-title`}>{copy.title}</DialogTitle>
        <DialogContent>
          <DialogContentText id={`${id}-intro`} sx={{ mb: 2.5 }}>
            {copy.intro}
          </DialogContentText>
          <Stack spacing={2.5}>
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
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" variant="contained">
            {copy.submit}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
