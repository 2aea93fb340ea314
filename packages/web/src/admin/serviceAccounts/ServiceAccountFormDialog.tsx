import TextField from "@mui/material/TextField";
import { FIELD_REQUIRED, type ServiceAccount, type ServiceAccountCreate } from "@storyframe/core";
import { type FormEvent, useEffect, useState } from "react";
import { FormDialog } from "../../shell/FormDialog";
import { TagChoiceField } from "../components/TagChoiceField";
import { fieldErrorsOf } from "../serverErrors";

interface ServiceAccountFormDialogProps {
  open: boolean;
  /** The administrator's own tags, which an account may be given; undefined while they load. */
  tagOptions: string[] | undefined;
  create(body: ServiceAccountCreate): Promise<ServiceAccount>;
  onClose(): void;
  onCreated(account: ServiceAccount): void;
}

type FieldErrors = { name?: string; description?: string; tags?: string; form?: string };

/** 'Add service account': its name, what it is for, and the tags its tokens may carry. */
export function ServiceAccountFormDialog(props: ServiceAccountFormDialogProps) {
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [tags, setTags] = useState<string[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!props.open) return;
    setName("");
    setDescription("");
    setTags([]);
    setErrors({});
  }, [props.open]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (name.trim() === "") {
      setErrors({ name: FIELD_REQUIRED });
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      props.onCreated(await props.create({ name: name.trim(), description: description.trim(), tags }));
    } catch (error) {
      setErrors(fieldErrorsOf(error, ["name", "description", "tags"]));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      open={props.open}
      title="Add service account"
      submitLabel="Add"
      busy={busy}
      formError={errors.form}
      onClose={props.onClose}
      onSubmit={(event) => void submit(event)}
    >
      <TextField
        label="Name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        required
        autoFocus
        error={Boolean(errors.name)}
        helperText={errors.name ?? "Names the automation in lists and the audit log, e.g. “Warehouse sync”."}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <TextField
        label="Description"
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        multiline
        minRows={2}
        error={Boolean(errors.description)}
        helperText={errors.description ?? "Optional: what it does and who looks after it."}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      <TagChoiceField
        options={props.tagOptions}
        value={tags}
        onChange={setTags}
        error={errors.tags}
        helperText="Its tokens may carry these tags. Only tags you hold are offered."
      />
    </FormDialog>
  );
}
