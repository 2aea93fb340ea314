import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { type FormEvent, useId, useState } from "react";
import {
  acceptedValues,
  type GanttEditForm,
  type GanttEditProblems,
  type GanttEditValues,
  validateEditForm,
} from "./ganttEditForm";

type GanttEditDialogProps = {
  initial: GanttEditForm;
  onCancel: () => void;
  /** Called with valid values; the chart closes the dialog, or keeps it open when the change is refused. */
  onAccept: (values: GanttEditValues) => void;
};

/**
 * The item edit dialog (canvas-components §2, §5): name, start date and end date, each required. It closes on
 * Cancel or Escape, never on a click beside it; Save closes it only when the chart accepts the change.
 */
export function GanttEditDialog({ initial, onCancel, onAccept }: GanttEditDialogProps) {
  const [form, setForm] = useState<GanttEditForm>(initial);
  const [problems, setProblems] = useState<GanttEditProblems | null>(null);
  const id = useId();

  const change = (field: keyof GanttEditForm, value: string) => {
    const next = { ...form, [field]: value };
    setForm(next);
    if (problems !== null) setProblems(validateEditForm(next));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateEditForm(form);
    setProblems(found);
    const values = acceptedValues(form);
    if (values !== null) onAccept(values);
  };
  const fieldProps = (field: keyof GanttEditForm) => ({
    value: form[field],
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
    error: problems?.[field] !== undefined,
    helperText: problems?.[field],
    required: true,
    fullWidth: true,
  });

  return (
    <Dialog
      open
      maxWidth="xs"
      fullWidth
      aria-labelledby={`${id}-title`}
      onClose={(_event, reason) => {
        if (reason !== "backdropClick") onCancel();
      }}
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={`${id}-title`}>Edit item</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <TextField label="Name" autoFocus {...fieldProps("name")} />
            <TextField
              label="Start date"
              type="date"
              slotProps={{ inputLabel: { shrink: true } }}
              {...fieldProps("start")}
            />
            <TextField
              label="End date"
              type="date"
              slotProps={{ inputLabel: { shrink: true } }}
              {...fieldProps("end")}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" variant="contained">
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
