import { zodResolver } from "@hookform/resolvers/zod";
import { adminMessages, type Group } from "@storyframe/core";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { useAdminAccess } from "../adminAccess";
import { announceSaved, EntityFormDialog, useSaving } from "../components/EntityFormDialog";
import { NameDescriptionFields } from "../components/NameDescriptionFields";
import { RolesPickerField } from "../components/RolesPickerField";
import { useRoleLookups } from "../components/useLookups";
import { applyServerErrors } from "../serverErrors";
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
  const roles = useRoleLookups(open && canPickRoles);
  const { control, handleSubmit, reset, setError, formState } = useForm<GroupFormValues>({
    resolver: zodResolver(groupFormSchema),
    defaultValues: empty,
  });
  const { busy, saving } = useSaving();

  useEffect(() => {
    if (!open) return;
    reset(group ? { name: group.name, description: group.description, roles: group.roles } : empty);
  }, [open, group, reset]);

  const save = handleSubmit((values) =>
    saving(
      async () => {
        const roleChoice = roles.data ? { roles: values.roles } : {};
        if (group) await client.updateGroup(group.id, { description: values.description.trim(), ...roleChoice });
        else
          await client.createGroup({ name: values.name.trim(), description: values.description.trim(), ...roleChoice });
        announceSaved("Group", group ? "updated" : "created", { onSaved, onClose });
      },
      (error) => applyServerErrors(error, FIELDS, setError),
    ),
  );

  const errors = formState.errors;
  return (
    <EntityFormDialog
      open={open}
      entity="Group"
      editing={group !== null}
      busy={busy}
      formError={errors.root?.server?.message}
      onClose={onClose}
      onSubmit={save}
    >
      <NameDescriptionFields control={control} errors={errors} noun="group" existing={group !== null} />
      <RolesPickerField
        control={control}
        roles={roles}
        canPick={canPickRoles}
        options={roles.data ?? []}
        error={errors.roles?.message}
        hint="Members of the group have these roles."
      />
    </EntityFormDialog>
  );
}
