import { zodResolver } from "@hookform/resolvers/zod";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import TextField from "@mui/material/TextField";
import { adminMessages } from "@storyframe/core";
import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import type { AdminUserVerbose } from "../../api/adminClient";
import { useAdminAccess } from "../adminAccess";
import { announceSaved, EntityFormDialog, useSaving } from "../components/EntityFormDialog";
import { MultiSelectField } from "../components/MultiSelectField";
import { RolesPickerField } from "../components/RolesPickerField";
import { useGroupLookups, useRoleLookups } from "../components/useLookups";
import { applyServerErrors, describeFailure } from "../serverErrors";
import { toast } from "../toasts";
import { useAdminClient } from "../useAdminClient";
import { emptyUserForm, type UserFormValues, userFormSchema, usersOfForm } from "./userForm";

interface UserFormDialogProps {
  open: boolean;
  /** The user to edit; none to add users. */
  user: AdminUserVerbose | null;
  onClose(): void;
  /** Something was saved: the list should reload. */
  onSaved(): void;
}

const FIELDS = ["name", "emailAddress", "roles", "groups"] as const;

/**
 * Adds one or several users (comma-separated names and e-mail addresses) or
 * edits one. Only assignable roles can be chosen; roles the user already has
 * stay visible. Server field errors land on their fields.
 */
export function UserFormDialog({ open, user, onClose, onSaved }: UserFormDialogProps) {
  const client = useAdminClient();
  const access = useAdminAccess();
  const mode = user ? "edit" : "create";
  const canPickRoles = access.can("roles", "read");
  const canPickGroups = access.can("groups", "read");
  const roles = useRoleLookups(open && canPickRoles);
  const groups = useGroupLookups(open && canPickGroups);
  const form = useForm<UserFormValues>({ resolver: zodResolver(userFormSchema(mode)), defaultValues: emptyUserForm });
  const { control, handleSubmit, reset, setError, watch, formState } = form;
  const { busy, saving } = useSaving();

  useEffect(() => {
    if (!open) return;
    reset(
      user
        ? {
            name: user.name,
            emailAddress: user.emailAddress,
            roles: user.roles,
            groups: user.groups,
            sendWelcomeEmail: false,
          }
        : emptyUserForm,
    );
  }, [open, user, reset]);

  const held = new Set(user?.roles ?? []);
  const roleOptions = (roles.data ?? [])
    .filter((role) => role.isAssignable || held.has(role.value))
    .map((role) => ({ value: role.value, label: role.label, disabled: !role.isAssignable }));
  const groupOptions = groups.data ?? [];
  // Lists the user could not see are left as they are on the server.
  const memberships = (values: UserFormValues) => ({
    ...(roles.data ? { roles: values.roles } : {}),
    ...(groups.data ? { groups: values.groups } : {}),
  });

  const save = handleSubmit((values) =>
    saving(
      async () => {
        if (user) {
          await client.updateUser(user.id, {
            name: values.name.trim(),
            emailAddress: values.emailAddress.trim(),
            ...memberships(values),
          });
          announceSaved("User", "updated", { onSaved, onClose });
          return;
        }
        const people = usersOfForm(values);
        const [only] = people;
        if (people.length === 1 && only) {
          await client.createUser({ ...only, ...memberships(values) }, values.sendWelcomeEmail);
          announceSaved("User", "created", { onSaved, onClose });
          return;
        }
        const failed: typeof people = [];
        for (const person of people) {
          try {
            await client.createUser({ ...person, ...memberships(values) }, values.sendWelcomeEmail);
            toast.success(adminMessages.created(person.name));
          } catch (error) {
            failed.push(person);
            toast.error(adminMessages.notCreated(person.name, describeFailure(error)));
          }
        }
        onSaved();
        if (failed.length === 0) onClose();
        // Keep the ones that failed in the form, to correct and send again.
        else
          reset({
            ...values,
            name: failed.map((person) => person.name).join(", "),
            emailAddress: failed.map((person) => person.emailAddress).join(", "),
          });
      },
      (error) => applyServerErrors(error, FIELDS, setError),
    ),
  );

  const sendWelcome = watch("sendWelcomeEmail");
  const errors = formState.errors;
  return (
    <EntityFormDialog
      open={open}
      entity="User"
      editing={user !== null}
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
            autoFocus
            error={Boolean(errors.name)}
            helperText={
              errors.name?.message ?? (user ? undefined : "To add several users, separate the names with commas.")
            }
          />
        )}
      />
      <Controller
        control={control}
        name="emailAddress"
        render={({ field }) => (
          <TextField
            {...field}
            label="Email"
            type={user ? "email" : "text"}
            required
            error={Boolean(errors.emailAddress)}
            helperText={
              errors.emailAddress?.message ??
              (user ? undefined : "One e-mail address per name, in the same order, separated by commas.")
            }
          />
        )}
      />
      <RolesPickerField
        control={control}
        roles={roles}
        canPick={canPickRoles}
        options={roleOptions}
        error={errors.roles?.message}
        hint="Only assignable roles can be chosen."
      />
      <Controller
        control={control}
        name="groups"
        render={({ field }) => (
          <MultiSelectField
            label="Groups"
            options={groupOptions}
            value={field.value}
            onChange={field.onChange}
            loading={groups.isFetching}
            disabled={!canPickGroups || groups.isError}
            error={errors.groups?.message}
            helperText={!canPickGroups ? "Choosing groups needs permission to read groups." : undefined}
          />
        )}
      />
      {user ? null : (
        <div>
          <Controller
            control={control}
            name="sendWelcomeEmail"
            render={({ field }) => (
              <FormControlLabel
                control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
                label="Send welcome email"
              />
            )}
          />
          {sendWelcome ? (
            <FormHelperText sx={{ mt: -0.5, ml: 4 }}>{adminMessages.welcomeEmailNote}</FormHelperText>
          ) : null}
        </div>
      )}
    </EntityFormDialog>
  );
}
