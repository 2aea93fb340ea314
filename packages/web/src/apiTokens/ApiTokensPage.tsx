import AddIcon from "@mui/icons-material/Add";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { type CreatedApiToken, TAGS } from "@storyframe/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { describeFailure } from "../admin/serverErrors";
import { useSession } from "../auth/useSession";
import { usePageHeader } from "../shell/pageHeader";
import { ConfirmActionDialog } from "./ConfirmActionDialog";
import { CreateTokenDialog } from "./CreateTokenDialog";
import { TokenList } from "./TokenList";
import { TokenSecretDialog } from "./TokenSecretDialog";
import { useApiTokenClient } from "./useApiTokenClient";
import { useTokenRevocation } from "./useTokenRevocation";

const API_TOKENS_TITLE = "API tokens";
const queryKey = ["api-tokens", "personal"] as const;

/** `/api-tokens`, from the user menu: the user's personal access tokens for scripts and automation. */
export function ApiTokensPage() {
  usePageHeader({ title: API_TOKENS_TITLE });
  const client = useApiTokenClient();
  const session = useSession();
  const queryClient = useQueryClient();
  const canCreate = session?.effectiveTags.includes(TAGS.apiTokensCreate) ?? false;
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const tokens = useQuery({ queryKey, queryFn: ({ signal }) => client.listPersonal(signal) });
  const tags = useQuery({
    queryKey: ["api-tokens", "tags"],
    queryFn: ({ signal }) => client.tagOptions(signal),
    enabled: creating,
  });
  const reload = () => queryClient.invalidateQueries({ queryKey });
  const revocation = useTokenRevocation((id) => client.revokePersonal(id), reload);

  return (
    <Box sx={{ maxWidth: 1080, mx: "auto" }}>
      <Typography variant="h1">{API_TOKENS_TITLE}</Typography>
      <Typography sx={{ color: "text.secondary", mt: 1, mb: 3, maxWidth: 720 }}>
        Personal access tokens let scripts call Storyframe’s APIs as you. A token can do only what its tags allow, and
        never more than you can: if you lose a tag, your tokens lose it too.
      </Typography>
      <TokenList
        title="Your tokens"
        tokens={tokens.data}
        loading={tokens.isPending}
        error={tokens.error ? `Your tokens could not be loaded. ${describeFailure(tokens.error)}` : null}
        onRetry={() => void tokens.refetch()}
        emptyTitle="No tokens yet"
        emptyText={
          canCreate
            ? "Create a token to call the content, data and admin APIs from a script. It is shown only once."
            : "You may not create tokens: an administrator can give you the api-tokens::create tag."
        }
        primaryAction={
          canCreate ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              Create token
            </Button>
          ) : null
        }
        onRevoke={revocation.ask}
      />
      <CreateTokenDialog
        open={creating}
        title="Create a personal token"
        tagsHelp="Only your own tags are offered. Leave empty for a token that reads only what needs no tag."
        tagOptions={tags.data}
        create={(body) => client.createPersonal(body)}
        onClose={() => setCreating(false)}
        onCreated={(result) => {
          setCreating(false);
          setCreated(result);
          void reload();
        }}
      />
      <TokenSecretDialog created={created} onClose={() => setCreated(null)} />
      <ConfirmActionDialog
        open={revocation.revoking !== null}
        title="Revoke token?"
        text={`Anything using “${revocation.revoking?.name ?? ""}” stops working at once. This cannot be undone.`}
        confirmLabel="Revoke"
        busy={revocation.busy}
        onCancel={revocation.cancel}
        onConfirm={() => void revocation.confirm()}
      />
    </Box>
  );
}
