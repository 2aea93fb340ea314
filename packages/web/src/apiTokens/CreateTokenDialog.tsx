import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { type ApiTokenCreate, type CreatedApiToken, FIELD_REQUIRED } from "@storyframe/core";
import { type FormEvent, useEffect, useState } from "react";
import { TagChoiceField } from "../admin/components/TagChoiceField";
import { fieldErrorsOf } from "../admin/serverErrors";
import { FormDialog } from "../shell/FormDialog";

/** The expiries offered; at most a year (`API_TOKEN_MAX_DAYS`). */
const EXPIRY_CHOICES = [
  { days: 7, label: "7 days" },
  { days: 30, label: "30 days" },
  { days: 90, label: "90 days" },
  { days: 180, label: "180 days" },
  { days: 365, label: "1 year" },
] as const;

interface CreateTokenDialogProps {
  open: boolean;
  title: string;
  /** What the tag picker explains, e.g. that only one's own tags are offered. */
  tagsHelp: string;
  /** The tags that may be chosen; undefined while they load. */
  tagOptions: string[] | undefined;
  create(body: ApiTokenCreate): Promise<CreatedApiToken>;
  onClose(): void;
  onCreated(created: CreatedApiToken): void;
}

type FieldErrors = { name?: string; expiresInDays?: string; tags?: string; form?: string };

/** Name, expiry and tags of a new token; the secret is shown by the caller once created. */
export function CreateTokenDialog(props: CreateTokenDialogProps) {
  const [name, setName] = useState("");
  const [expiresInDays, setExpiresInDays] = useState(30);
  const [tags, setTags] = useState<string[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!props.open) return;
    setName("");
    setExpiresInDays(30);
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
      props.onCreated(await props.create({ name: name.trim(), expiresInDays, tags }));
    } catch (error) {
      setErrors(fieldErrorsOf(error, ["name", "expiresInDays", "tags"]));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      open={props.open}
      title={props.title}
      submitLabel="Create token"
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
        helperText={errors.name ?? "What the token is for, e.g. “Nightly export to the warehouse”."}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <TextField
        select
        label="Expires after"
        value={expiresInDays}
        onChange={(event) => setExpiresInDays(Number(event.target.value))}
        error={Boolean(errors.expiresInDays)}
        helperText={errors.expiresInDays ?? "Every token expires; create a new one when it does."}
      >
        {EXPIRY_CHOICES.map((choice) => (
          <MenuItem key={choice.days} value={choice.days}>
            {choice.label}
          </MenuItem>
        ))}
      </TextField>
      <TagChoiceField
        options={props.tagOptions}
        value={tags}
        onChange={setTags}
        error={errors.tags}
        helperText={props.tagsHelp}
      />
    </FormDialog>
  );
}
