import { zodResolver } from "@hookform/resolvers/zod";
import TextField from "@mui/material/TextField";
import { adminMessages, type Group } from "@storyframe/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { z } from "zod";
import { useAdminAccess } from "../adminAccess";
import { FormDialog } from "../components/FormDialog";
import { MultiSelectField } from "../components/MultiSelectField";
import { applyServerErrors, describeFailure } from "../serverErrors";
import { toast } from "../toasts";
import { useAdminClient } from "../useAdminClient";

const required = z.string().trim().min(1, adminMessages.fieldRequired);
const groupFormSchema = z.object({ name: required, description: required, roles: z.array(z.string()) });
type GroupFormValues = z.infer<typeof groupFormSchema>;
const empty: GroupFormValues = { name: "", description: "", roles: [] };
const FIELDS = ["name", "description", "roles"] as const;

interface GroupFormDialogProps {
  open: boolean;
  group: Group | null;
  onClose(): void;
  onSaved(): void;
}

/** Adds or edits a group and its roles; the name cannot change once the group exists. */
export function GroupFormDialog({ open, group, onClose, onSaved }: GroupFormDialogProps) {
  const client = useAdminClient();
  const canPickRoles = useAdminAccess().can("roles", "read");
  const roles = useQuery({
    queryKey: ["admin", "roles", "lookups"],
    queryFn: () => client.getRoleLookups(),
    enabled: open && canPickRoles,
  });
  const { control, handleSubmit, reset, setError, formState } = useForm<GroupFormValues>({
    resolver: zodResolver(groupFormSchema),
    defaultValues: empty,
  });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    reset(group ? { name: group.name, description: group.description, roles: group.roles } : empty);
  }, [open, group, reset]);

  const save = handleSubmit(async (values) => {
    setBusy(true);
    const roleChoice = roles.data ? { roles: values.roles } : {};
    try {
      if (group) await client.updateGroup(group.id, { description: values.description.trim(), ...roleChoice });
      else
        await client.createGroup({ name: values.name.trim(), description: values.description.trim(), ...roleChoice });
      toast.success(adminMessages.savedEntity("Group", group ? "updated" : "created"));
      onSaved();
      onClose();
    } catch (error) {
      applyServerErrors(error, FIELDS, setError);
    } finally {
      setBusy(false);
    }
  });

  const errors = formState.errors;
  return (
    <FormDialog
      open={open}
      title={group ? "Edit Group" : "Add Group"}
      submitLabel={group ? "Save" : "Add Group"}
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
            disabled={group !== null}
            autoFocus={group === null}
            error={Boolean(errors.name)}
            helperText={errors.name?.message ?? (group ? "A group's name cannot be changed." : undefined)}
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
            autoFocus={group !== null}
            error={Boolean(errors.description)}
            helperText={errors.description?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="roles"
        render={({ field }) => (
          <MultiSelectField
            label="Roles"
            options={roles.data ?? []}
            value={field.value}
            onChange={field.onChange}
            loading={roles.isFetching}
            disabled={!canPickRoles || roles.isError}
            error={errors.roles?.message}
            helperText={
              !canPickRoles
                ? "Choosing roles needs permission to read roles."
                : roles.isError
                  ? `Roles could not be loaded: ${describeFailure(roles.error)}`
                  : "Members of the group have these roles."
            }
          />
        )}
      />
    </FormDialog>
  );
}
