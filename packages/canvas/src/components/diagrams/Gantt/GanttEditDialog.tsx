import TextField from "@mui/material/TextField";
import { FormDialog } from "../../overlays/shared/FormDialog";
import { useCheckedForm } from "../../overlays/shared/useCheckedForm";
import { acceptedValues, type GanttEditForm, type GanttEditValues, validateEditForm } from "./ganttEditForm";

type GanttEditDialogProps = {
  initial: GanttEditForm;
  onCancel: () => void;
  /** Called with valid values; the chart closes the dialog, or keeps it open when the change is refused. */
  onAccept: (values: GanttEditValues) => void;
};

const dateSlotProps = { inputLabel: { shrink: true } };

/**
 * The item edit dialog (canvas-components §2, §5): name, start date and end date, each required. Save closes it
 * only when the chart accepts the change.
 */
export function GanttEditDialog({ initial, onCancel, onAccept }: GanttEditDialogProps) {
  const { form, problems, change, check } = useCheckedForm(initial, validateEditForm);
  const submit = () => {
    check();
    const values = acceptedValues(form);
    if (values !== null) onAccept(values);
  };
  const fieldProps = (field: keyof GanttEditForm) => ({
    value: form[field],
    onChange: (event: { target: { value: string } }) => change({ [field]: event.target.value }),
    error: problems?.[field] !== undefined,
    helperText: problems?.[field],
    required: true,
    fullWidth: true,
  });

  return (
    <FormDialog title="Edit item" maxWidth="xs" submitLabel="Save" onCancel={onCancel} onSubmit={submit}>
      <TextField label="Name" autoFocus {...fieldProps("name")} />
      <TextField label="Start date" type="date" slotProps={dateSlotProps} {...fieldProps("start")} />
      <TextField label="End date" type="date" slotProps={dateSlotProps} {...fieldProps("end")} />
    </FormDialog>
  );
}
