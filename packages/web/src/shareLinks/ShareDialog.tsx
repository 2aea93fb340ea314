import LinkIcon from "@mui/icons-material/Link";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Chip from "@mui/material/Chip";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Divider from "@mui/material/Divider";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormLabel from "@mui/material/FormLabel";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type CreatedShareLink, type ShareLink, shareLinkMessages } from "@storyframe/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useAppStore } from "../app/store";
import { CopyableText } from "../shell/CopyableText";
import type { StorylineDocument } from "../storyline/storylineApi";
import { ShareLinkClient } from "./shareLinkClient";

const EXPIRY_CHOICES = [
  { days: 1, label: "1 day" },
  { days: 7, label: "7 days" },
  { days: 30, label: "30 days" },
  { days: 90, label: "90 days" },
] as const;

const dayFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });
const momentFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
});

const linksQueryKey = (storyline: string) => ["shareLinks", storyline] as const;

/** A value as the dialog names it: text as it is, empty as "All", anything else as JSON. */
function describeValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "All";
  if (Array.isArray(value)) return value.length === 0 ? "All" : value.map(describeValue).join(", ");
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean"
    ? String(value)
    : JSON.stringify(value);
}

function errorText(error: unknown): string {
  if (error && typeof error === "object" && "serverMessage" in error) {
    const message = (error as { serverMessage?: unknown }).serverMessage;
    if (typeof message === "string") return message;
  }
  return "The share link could not be saved. Please try again.";
}

type ShareDialogProps = {
  open: boolean;
  document: StorylineDocument;
  /** The viewer's values when the link is made (read on creation, so the link shows what the user sees then). */
  currentValues: () => Record<string, unknown>;
  onClose(): void;
};

/**
 * Makes a share link of the storyline with the viewer's current values (decision 078): its expiry and the filters
 * the recipient may change; shows the new link once, with a copy button; lists the storyline's links with their
 * uses and expiry, and revokes them.
 */
export function ShareDialog({ open, document, currentValues, onClose }: ShareDialogProps) {
  const coreApiUrl = useAppStore((state) => state.settings?.coreApiUrl ?? "");
  const client = useMemo(() => new ShareLinkClient(coreApiUrl), [coreApiUrl]);
  const queryClient = useQueryClient();
  const [expiresInDays, setExpiresInDays] = useState<number>(7);
  const [changeable, setChangeable] = useState<string[]>([]);
  const [created, setCreated] = useState<CreatedShareLink | null>(null);
  const [values, setValues] = useState<Record<string, unknown>>({});

  const links = useQuery({
    queryKey: linksQueryKey(document.id),
    queryFn: ({ signal }) => client.list(document.id, signal),
    enabled: open,
  });
  const refreshLinks = () => void queryClient.invalidateQueries({ queryKey: linksQueryKey(document.id) });
  const create = useMutation({
    mutationFn: () =>
      client.create({
        storyline: document.id,
        parameterValues: values,
        changeableParameters: changeable,
        expiresInDays,
      }),
    onSuccess: (link) => {
      setCreated(link);
      refreshLinks();
    },
  });
  const revoke = useMutation({ mutationFn: (id: string) => client.revoke(id), onSettled: refreshLinks });

  const reset = () => {
    setCreated(null);
    setChangeable([]);
    create.reset();
    revoke.reset();
    setValues(currentValues());
  };
  const fixedValues = document.filters.filter((filter) => !changeable.includes(filter.parameter));

  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="share-dialog-title"
      slotProps={{ transition: { onEnter: reset } }}
    >
      <DialogTitle id="share-dialog-title">Share “{document.title}”</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" sx={{ color: "text.secondary", mb: 2.5 }}>
          Anyone with the link can view this storyline without signing in, with the filter values you see now. They see
          nothing else of this site.
        </Typography>
        {created ? (
          <CreatedLink link={created} />
        ) : (
          <Stack spacing={2.5}>
            <TextField
              select
              label="Link expires after"
              value={expiresInDays}
              onChange={(event) => setExpiresInDays(Number(event.target.value))}
              size="small"
              sx={{ maxWidth: 220 }}
            >
              {EXPIRY_CHOICES.map((choice) => (
                <MenuItem key={choice.days} value={choice.days}>
                  {choice.label}
                </MenuItem>
              ))}
            </TextField>
            {document.filters.length > 0 ? (
              <FormControl component="fieldset">
                <FormLabel component="legend" sx={{ typography: "body2", mb: 0.5 }}>
                  Recipients may change
                </FormLabel>
                <FormGroup row>
                  {document.filters.map((filter) => (
                    <FormControlLabel
                      key={filter.parameter}
                      label={filter.label}
                      control={
                        <Checkbox
                          size="small"
                          checked={changeable.includes(filter.parameter)}
                          onChange={(event) =>
                            setChangeable((names) =>
                              event.target.checked
                                ? [...names, filter.parameter]
                                : names.filter((name) => name !== filter.parameter),
                            )
                          }
                        />
                      }
                    />
                  ))}
                </FormGroup>
              </FormControl>
            ) : null}
            {fixedValues.length > 0 ? (
              <Box>
                <Typography variant="body2" sx={{ color: "text.secondary", mb: 1 }}>
                  Fixed for recipients
                </Typography>
                <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
                  {fixedValues.map((filter) => (
                    <Chip
                      key={filter.parameter}
                      size="small"
                      variant="outlined"
                      label={`${filter.label}: ${describeValue(values[filter.parameter])}`}
                    />
                  ))}
                </Box>
              </Box>
            ) : null}
            {create.isError ? <Alert severity="error">{errorText(create.error)}</Alert> : null}
          </Stack>
        )}
        <Divider sx={{ my: 3 }} />
        <LinkList
          links={links.data}
          loading={links.isPending}
          failed={links.isError}
          revoking={revoke.isPending ? revoke.variables : null}
          onRevoke={(id) => revoke.mutate(id)}
        />
        {revoke.isError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorText(revoke.error)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        {created ? (
          <>
            <Button onClick={reset}>Make another link</Button>
            <Button variant="contained" onClick={onClose}>
              Done
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onClose}>Cancel</Button>
            <Button
              variant="contained"
              startIcon={create.isPending ? <CircularProgress size={16} color="inherit" /> : <LinkIcon />}
              disabled={create.isPending}
              onClick={() => create.mutate()}
            >
              Create link
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** The new link, the one time it is seen, with a copy button. */
function CreatedLink({ link }: { link: CreatedShareLink }) {
  return (
    <Stack spacing={1.5}>
      <Alert severity="success">Link created. It works until {dayFormat.format(new Date(link.expiresAt))}.</Alert>
      <CopyableText
        key={link.url}
        value={link.url}
        testId="share-link-url"
        status={(copy) => (
          <Typography variant="body2" sx={{ color: copy === "failed" ? "error.main" : "text.secondary" }}>
            {copy === "failed"
              ? "The link could not be copied: select it and copy it yourself."
              : shareLinkMessages.shownOnce}
          </Typography>
        )}
      />
    </Stack>
  );
}

const STATE_LABELS: Record<ShareLink["state"], { label: string; color: "success" | "default" | "warning" }> = {
  active: { label: "Active", color: "success" },
  expired: { label: "Expired", color: "default" },
  revoked: { label: "Revoked", color: "warning" },
};

type LinkListProps = {
  links: ShareLink[] | undefined;
  loading: boolean;
  failed: boolean;
  revoking: string | null | undefined;
  onRevoke(id: string): void;
};

/** The storyline's links: who made them, when they expire, how often they were opened; active ones can be revoked. */
function LinkList({ links, loading, failed, revoking, onRevoke }: LinkListProps) {
  return (
    <Box component="section" aria-labelledby="share-links-heading">
      <Typography id="share-links-heading" variant="subtitle2" sx={{ mb: 1.5 }}>
        Links to this storyline
      </Typography>
      {loading ? (
        <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, color: "text.secondary", py: 1 }}>
          <CircularProgress size={18} />
          <Typography variant="body2">Loading links…</Typography>
        </Box>
      ) : failed ? (
        <Alert severity="error">The links could not be loaded.</Alert>
      ) : !links || links.length === 0 ? (
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          No links yet.
        </Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: "none", m: 0, p: 0 }} aria-label="Share links">
          {links.map((link) => {
            const state = STATE_LABELS[link.state];
            return (
              <Box
                component="li"
                key={link.id}
                data-testid="share-link-row"
                sx={{
                  display: "flex",
                  alignItems: "center",
                  gap: 2,
                  border: 1,
                  borderColor: "divider",
                  borderRadius: 1,
                  px: 1.5,
                  py: 1,
                }}
              >
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {link.createdBy.name} · {dayFormat.format(new Date(link.createdAt))}
                  </Typography>
                  <Typography variant="caption" sx={{ color: "text.secondary", display: "block" }}>
                    {link.state === "revoked" ? "Revoked" : link.state === "expired" ? "Expired" : "Expires"}{" "}
                    {dayFormat.format(new Date(link.revokedAt ?? link.expiresAt))} · {link.useCount}{" "}
                    {link.useCount === 1 ? "use" : "uses"}
                    {link.lastUsedAt ? `, last ${momentFormat.format(new Date(link.lastUsedAt))}` : ""}
                  </Typography>
                </Box>
                <Chip size="small" label={state.label} color={state.color} variant="outlined" />
                <Button
                  size="small"
                  color="error"
                  disabled={link.state !== "active" || revoking === link.id}
                  onClick={() => onRevoke(link.id)}
                  aria-label={`Revoke the link made by ${link.createdBy.name} on ${dayFormat.format(new Date(link.createdAt))}`}
                >
                  Revoke
                </Button>
              </Box>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}
