import { zodResolver } from "@hookform/resolvers/zod";
import FormControlLabel from "@mui/material/FormControlLabel";
import Switch from "@mui/material/Switch";
import { adminMessages, type Role } from "@storyframe/core";
import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { z } from "zod";
import { announceSaved, EntityFormDialog, useSaving } from "../components/EntityFormDialog";
import { NameDescriptionFields } from "../components/NameDescriptionFields";
import { TagsField } from "../components/TagsField";
import { applyServerErrors } from "../serverErrors";
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
  const { busy, saving } = useSaving();

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

  const save = handleSubmit((values) =>
    saving(
      async () => {
        const explicitTags = { allowed: values.allowed, denied: values.denied };
        const description = values.description.trim();
        if (role) await client.updateRole(role.id, { description, isAssignable: values.isAssignable, explicitTags });
        else
          await client.createRole({
            name: values.name.trim(),
            description,
            isAssignable: values.isAssignable,
            explicitTags,
          });
        announceSaved("Role", role ? "updated" : "created", { onSaved, onClose });
      },
      // The server names `explicitTags`; the form shows its two lists, so its messages go under the allowed tags.
      (error) =>
        applyServerErrors<RoleFormValues & { explicitTags: string[] }>(
          error,
          [...FIELDS, "explicitTags"],
          (field, message) =>
            setError(field === "explicitTags" ? "allowed" : (field as Parameters<typeof setError>[0]), message),
        ),
    ),
  );

  const errors = formState.errors;
  return (
    <EntityFormDialog
      open={open}
      entity="Role"
      editing={role !== null}
      busy={busy}
      formError={errors.root?.server?.message}
      onClose={onClose}
      onSubmit={save}
    >
      <NameDescriptionFields control={control} errors={errors} noun="role" existing={role !== null} />
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
    </EntityFormDialog>
  );
}
