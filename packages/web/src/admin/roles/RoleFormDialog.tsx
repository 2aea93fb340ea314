import { zodResolver } from "@hookform/resolvers/zod";
import FormControlLabel from "@mui/material/FormControlLabel";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import { adminMessages, type Role } from "@storyframe/core";
import { useEffect, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { z } from "zod";
import { FormDialog } from "../components/FormDialog";
import { TagsField } from "../components/TagsField";
import { applyServerErrors } from "../serverErrors";
import { toast } from "../toasts";
import { useAdminClient } from "../useAdminClient";

const required = z.string().trim().min(1, adminMessages.fieldRequired);
const roleFormSchema = z.object({
  name: required,
  description: required,
  isAssignable: z.boolean(),
  allowed: z.array(z.string()),
  denied: z.array(z.string()),
});
type RoleFormValues = z.infer<typeof roleFormSchema>;

const empty: RoleFormValues = { name: "", description: "", isAssignable: true, allowed: [], denied: [] };
const FIELDS = ["name", "description", "isAssignable", "allowed", "denied"] as const;

interface RoleFormDialogProps {
  open: boolean;
  role: Role | null;
  onClose(): void;
  onSaved(): void;
}

/** Adds or edits a role; the name cannot change once the role exists (platform-shell §5). */
export function RoleFormDialog({ open, role, onClose, onSaved }: RoleFormDialogProps) {
  const client = useAdminClient();
  const { control, handleSubmit, reset, setError, formState } = useForm<RoleFormValues>({
    resolver: zodResolver(roleFormSchema),
    defaultValues: empty,
  });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    reset(
      role
        ? {
            name: role.name,
            description: role.description,
            isAssignable: role.isAssignable,
            allowed: role.explicitTags.allowed,
            denied: role.explicitTags.denied,
          }
        : empty,
    );
  }, [open, role, reset]);

  const save = handleSubmit(async (values) => {
    setBusy(true);
    const explicitTags = { allowed: values.allowed, denied: values.denied };
    try {
      if (role) {
        await client.updateRole(role.id, {
          description: values.description.trim(),
          isAssignable: values.isAssignable,
          explicitTags,
        });
      } else {
        await client.createRole({
          name: values.name.trim(),
          description: values.description.trim(),
          isAssignable: values.isAssignable,
          explicitTags,
        });
      }
      toast.success(adminMessages.savedEntity("Role", role ? "updated" : "created"));
      onSaved();
      onClose();
    } catch (error) {
      // The server names `explicitTags`; the form shows its two lists, so its messages go under the allowed tags.
      applyServerErrors<RoleFormValues & { explicitTags: string[] }>(
        error,
        [...FIELDS, "explicitTags"],
        (field, message) =>
          setError(field === "explicitTags" ? "allowed" : (field as Parameters<typeof setError>[0]), message),
      );
    } finally {
      setBusy(false);
    }
  });

  const errors = formState.errors;
  return (
    <FormDialog
      open={open}
      title={role ? "Edit Role" : "Add Role"}
      submitLabel={role ? "Save" : "Add Role"}
      busy={busy}
      formError={errors.root?.server?.message}
      onClose={onClose}
      onSubmit={save}
    >
      <Controller
        control={control}
        name="name"
        render={({ field }) => (
          <TextField
            {...field}
            label="Name"
            required
            disabled={role !== null}
            autoFocus={role === null}
            error={Boolean(errors.name)}
            helperText={errors.name?.message ?? (role ? "A role's name cannot be changed." : undefined)}
          />
        )}
      />
      <Controller
        control={control}
        name="description"
        render={({ field }) => (
          <TextField
            {...field}
            label="Description"
            required
            multiline
            minRows={2}
            autoFocus={role !== null}
            error={Boolean(errors.description)}
            helperText={errors.description?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="allowed"
        render={({ field }) => (
          <TagsField
            label="Allowed tags"
            value={field.value}
            onChange={field.onChange}
            error={errors.allowed?.message}
            helperText="Press Enter after each tag, e.g. users::read."
          />
        )}
      />
      <Controller
        control={control}
        name="denied"
        render={({ field }) => (
          <TagsField
            label="Denied tags"
            value={field.value}
            onChange={field.onChange}
            error={errors.denied?.message}
            helperText="A denied tag wins over the same tag allowed anywhere else."
          />
        )}
      />
      <Controller
        control={control}
        name="isAssignable"
        render={({ field }) => (
          <FormControlLabel
            control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
            label="Assignable to users"
          />
        )}
      />
    </FormDialog>
  );
}
