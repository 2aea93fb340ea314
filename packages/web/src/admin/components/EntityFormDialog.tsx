import { type AdminEntity, adminMessages } from "@storyframe/core";
import { useState } from "react";
import { FormDialog, type FormDialogProps } from "../../shell/FormDialog";
import { toast } from "../toasts";

interface EntityFormDialogProps extends Omit<FormDialogProps, "title" | "submitLabel"> {
  entity: AdminEntity;
  /** Editing one that exists ('Edit …', 'Save'), or adding one ('Add …'). */
  editing: boolean;
}

/** The add/edit dialog of a user, role or group. */
export function EntityFormDialog({ entity, editing, ...props }: EntityFormDialogProps) {
  return (
    <FormDialog
      {...props}
      title={`${editing ? "Edit" : "Add"} ${entity}`}
      submitLabel={editing ? "Save" : `Add ${entity}`}
    />
  );
}

/** The busy flag of a dialog's save, and the runner that holds it while `work` runs; a failure goes to `fail`. */
export function useSaving() {
  const [busy, setBusy] = useState(false);
  const saving = async (work: () => Promise<void>, fail: (error: unknown) => void) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };
  return { busy, saving };
}

/** After a save: the '… has been created/updated' toast, then the list reloads and the dialog closes. */
export function announceSaved(
  entity: AdminEntity,
  change: "created" | "updated",
  dialog: { onSaved(): void; onClose(): void },
): void {
  toast.success(adminMessages.savedEntity(entity, change));
  dialog.onSaved();
  dialog.onClose();
}
