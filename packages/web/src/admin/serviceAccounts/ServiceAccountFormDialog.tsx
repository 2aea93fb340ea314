import Autocomplete from "@mui/material/Autocomplete";
import Chip from "@mui/material/Chip";
import TextField from "@mui/material/TextField";
import { FIELD_REQUIRED, type ServiceAccount, type ServiceAccountCreate } from "@storyframe/core";
import { type FormEvent, useEffect, useState } from "react";
import { BadRequestError } from "../../api/adminClient";
import { FormDialog } from "../../shell/FormDialog";
import { describeFailure } from "../serverErrors";

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
      if (error instanceof BadRequestError) {
        const fields = error.fieldErrors;
        const join = (key: string) => fields[key]?.join(" ");
        const other = Object.entries(fields)
          .filter(([key]) => !["name", "description", "tags"].includes(key))
          .flatMap(([, messages]) => messages);
        setErrors({
          name: join("name"),
          description: join("description"),
          tags: join("tags"),
          form: other.length > 0 ? other.join(" ") : undefined,
        });
      } else {
        setErrors({ form: describeFailure(error) });
      }
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
      <Autocomplete
        multiple
        options={props.tagOptions ?? []}
        loading={props.tagOptions === undefined}
        value={tags}
        onChange={(_event, value) => setTags(value)}
        disableCloseOnSelect
        renderValue={(values, getItemProps) =>
          values.map((tag, index) => {
            const { key, ...itemProps } = getItemProps({ index });
            return <Chip key={key} label={tag} size="small" {...itemProps} />;
          })
        }
        renderInput={(params) => (
          <TextField
            {...params}
            label="Tags"
            error={Boolean(errors.tags)}
            helperText={errors.tags ?? "Its tokens may carry these tags. Only tags you hold are offered."}
          />
        )}
      />
    </FormDialog>
  );
}
