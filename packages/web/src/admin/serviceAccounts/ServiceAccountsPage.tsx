import AddIcon from "@mui/icons-material/Add";
import KeyOutlinedIcon from "@mui/icons-material/KeyOutlined";
import SmartToyOutlinedIcon from "@mui/icons-material/SmartToyOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import type { CreatedApiToken, ServiceAccount } from "@storyframe/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ConfirmActionDialog } from "../../apiTokens/ConfirmActionDialog";
import { CreateTokenDialog } from "../../apiTokens/CreateTokenDialog";
import { TokenList } from "../../apiTokens/TokenList";
import { TokenSecretDialog } from "../../apiTokens/TokenSecretDialog";
import { formatDay } from "../../apiTokens/tokenDates";
import { useApiTokenClient } from "../../apiTokens/useApiTokenClient";
import { useTokenRevocation } from "../../apiTokens/useTokenRevocation";
import { ListPanel } from "../../shell/ListPanel";
import { AdminPageHeading } from "../components/AdminPageHeading";
import { describeFailure } from "../serverErrors";
import { toast } from "../toasts";
import { ServiceAccountFormDialog } from "./ServiceAccountFormDialog";

const accountsKey = ["api-tokens", "service-accounts"] as const;
const tokensKey = ["api-tokens", "service-account-tokens"] as const;

/** 'Service accounts' (administration): the tenant's automation accounts and their tokens. */
export function ServiceAccountsPage() {
  const client = useApiTokenClient();
  const queryClient = useQueryClient();
  const accounts = useQuery({ queryKey: accountsKey, queryFn: ({ signal }) => client.listAccounts(signal) });
  const tokens = useQuery({ queryKey: tokensKey, queryFn: ({ signal }) => client.listAccountTokens(signal) });
  const [adding, setAdding] = useState(false);
  const [tokenFor, setTokenFor] = useState<ServiceAccount | null>(null);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const [deleting, setDeleting] = useState<ServiceAccount | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const ownTags = useQuery({
    queryKey: ["api-tokens", "tags"],
    queryFn: ({ signal }) => client.tagOptions(signal),
    enabled: adding || tokenFor !== null,
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: ["api-tokens"] });
  const revocation = useTokenRevocation((id) => client.revokeAccountToken(id), reload);

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      await client.deleteAccount(deleting.id);
      toast.success(`Service account “${deleting.name}” deleted; its tokens no longer work.`);
      await reload();
    } catch (error) {
      toast.error("The service account could not be deleted.", describeFailure(error));
    } finally {
      setDeleteBusy(false);
      setDeleting(null);
    }
  };

  // A token may carry tags both the account and the administrator hold.
  const tokenTagOptions =
    tokenFor && ownTags.data ? tokenFor.tags.filter((tag) => ownTags.data.includes(tag)) : undefined;

  return (
    <>
      <AdminPageHeading
        title="Service accounts"
        description="Accounts for automation that belong to the tenant rather than a person. Their tokens call the APIs with the account’s tags."
      />
      <Stack spacing={3}>
        <ListPanel
          title="Accounts"
          action={
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
              Add service account
            </Button>
          }
          loading={accounts.isPending}
          error={accounts.error ? `The service accounts could not be loaded. ${describeFailure(accounts.error)}` : null}
          onRetry={() => void accounts.refetch()}
          empty={accounts.data?.length === 0}
          emptyIcon={SmartToyOutlinedIcon}
          emptyTitle="No service accounts yet"
          emptyText="Add one for each automation, so its access and its changes in the audit log are its own."
        >
          <TableContainer>
            <Table size="small" aria-label="Service accounts">
              <TableHead>
                <TableRow>
                  <TableCell>Name</TableCell>
                  <TableCell>Tags</TableCell>
                  <TableCell sx={{ display: { xs: "none", md: "table-cell" } }}>Created</TableCell>
                  <TableCell align="right">Actions</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {(accounts.data ?? []).map((account) => (
                  <TableRow key={account.id} hover>
                    <TableCell>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {account.name}
                      </Typography>
                      {account.description ? (
                        <Typography variant="caption" sx={{ color: "text.secondary" }}>
                          {account.description}
                        </Typography>
                      ) : null}
                    </TableCell>
                    <TableCell>
                      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.5 }}>
                        {account.tags.length === 0 ? (
                          <Typography variant="body2" sx={{ color: "text.secondary" }}>
                            No tags
                          </Typography>
                        ) : (
                          account.tags.map((tag) => <Chip key={tag} label={tag} size="small" variant="outlined" />)
                        )}
                      </Box>
                    </TableCell>
                    <TableCell sx={{ display: { xs: "none", md: "table-cell" }, whiteSpace: "nowrap" }}>
                      {formatDay(account.createdAt)} by {account.createdBy}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                      <Button
                        size="small"
                        startIcon={<KeyOutlinedIcon />}
                        onClick={() => setTokenFor(account)}
                        aria-label={`New token for ${account.name}`}
                      >
                        New token
                      </Button>
                      <Button
                        size="small"
                        color="error"
                        onClick={() => setDeleting(account)}
                        aria-label={`Delete ${account.name}`}
                      >
                        Delete
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </ListPanel>
        <TokenList
          title="Service account tokens"
          tokens={tokens.data}
          loading={tokens.isPending}
          error={tokens.error ? `The tokens could not be loaded. ${describeFailure(tokens.error)}` : null}
          onRetry={() => void tokens.refetch()}
          showOwner
          emptyTitle="No tokens yet"
          emptyText="Create a token from an account’s “New token” button. Its secret is shown only once."
          onRevoke={revocation.ask}
        />
      </Stack>
      <ServiceAccountFormDialog
        open={adding}
        tagOptions={ownTags.data}
        create={(body) => client.createAccount(body)}
        onClose={() => setAdding(false)}
        onCreated={(account) => {
          setAdding(false);
          toast.success(`Service account “${account.name}” added.`);
          void reload();
        }}
      />
      <CreateTokenDialog
        open={tokenFor !== null}
        title={`New token for ${tokenFor?.name ?? ""}`}
        tagsHelp="The account’s tags that you hold too are offered."
        tagOptions={tokenTagOptions}
        create={(body) => client.createAccountToken(tokenFor?.id ?? "", body)}
        onClose={() => setTokenFor(null)}
        onCreated={(result) => {
          setTokenFor(null);
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
      <ConfirmActionDialog
        open={deleting !== null}
        title="Delete service account?"
        text={`“${deleting?.name ?? ""}” and all of its tokens are deleted; anything using them stops working at once.`}
        confirmLabel="Delete"
        busy={deleteBusy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}
