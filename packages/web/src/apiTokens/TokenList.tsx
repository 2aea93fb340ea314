import KeyOutlinedIcon from "@mui/icons-material/KeyOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import type { ApiToken } from "@storyframe/core";
import type { ReactNode } from "react";
import { ListPanel } from "../shell/ListPanel";
import { daysUntil, formatDay, formatMoment } from "./tokenDates";

interface TokenListProps {
  title: string;
  tokens: ApiToken[] | undefined;
  loading: boolean;
  error: string | null;
  onRetry(): void;
  /** Shows whose each token is (a service account's name). */
  showOwner?: boolean;
  emptyTitle: string;
  emptyText: string;
  /** The main button, e.g. 'Create token'. */
  primaryAction?: ReactNode;
  onRevoke(token: ApiToken): void;
}

/** Tokens soon to expire are flagged this many days ahead. */
const EXPIRY_WARNING_DAYS = 7;

function StatusChip({ token }: { token: ApiToken }) {
  if (token.revokedAt !== null) return <Chip label="Revoked" size="small" variant="outlined" />;
  const left = daysUntil(token.expiresAt);
  if (left <= EXPIRY_WARNING_DAYS)
    return <Chip label={left <= 1 ? "Expires today" : `Expires in ${left} days`} size="small" color="warning" />;
  return <Chip label="Active" size="small" color="success" variant="outlined" />;
}

/** A list of API tokens: name and first characters, tags, last use, expiry and status, each revocable. */
export function TokenList(props: TokenListProps) {
  const { tokens } = props;
  return (
    <ListPanel
      title={props.title}
      action={props.primaryAction}
      loading={props.loading}
      error={props.error}
      onRetry={props.onRetry}
      empty={!tokens || tokens.length === 0}
      emptyIcon={KeyOutlinedIcon}
      emptyTitle={props.emptyTitle}
      emptyText={props.emptyText}
    >
      <TableContainer>
        <Table size="small" aria-label={props.title}>
          <TableHead>
            <TableRow sx={{ "& th": { whiteSpace: "nowrap" } }}>
              <TableCell>Name</TableCell>
              {props.showOwner ? <TableCell>Service account</TableCell> : null}
              <TableCell>Tags</TableCell>
              <TableCell sx={{ display: { xs: "none", md: "table-cell" } }}>Last used</TableCell>
              <TableCell>Expires</TableCell>
              <TableCell>Status</TableCell>
              <TableCell align="right">
                <Box component="span" sx={visuallyHidden}>
                  Actions
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(tokens ?? []).map((token) => (
              <TableRow key={token.id} hover sx={token.revokedAt ? { opacity: 0.6 } : undefined}>
                <TableCell>
                  <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
                    {token.name}
                  </Typography>
                  <Typography variant="caption" sx={{ color: "text.secondary", fontFamily: "monospace" }}>
                    {token.tokenStart}…
                  </Typography>
                </TableCell>
                {props.showOwner ? <TableCell>{token.owner.name}</TableCell> : null}
                <TableCell>
                  {token.tags.length === 0 ? (
                    <Typography variant="body2" sx={{ color: "text.secondary" }}>
                      No tags
                    </Typography>
                  ) : (
                    <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.5 }}>
                      {token.tags.map((tag) => (
                        <Chip key={tag} label={tag} size="small" variant="outlined" />
                      ))}
                    </Box>
                  )}
                </TableCell>
                <TableCell sx={{ display: { xs: "none", md: "table-cell" }, whiteSpace: "nowrap" }}>
                  {formatMoment(token.lastUsedAt)}
                </TableCell>
                <TableCell sx={{ whiteSpace: "nowrap" }}>
                  <Tooltip title={`Created ${formatDay(token.createdAt)} by ${token.createdBy}`}>
                    <span>{formatDay(token.expiresAt)}</span>
                  </Tooltip>
                </TableCell>
                <TableCell>
                  <StatusChip token={token} />
                </TableCell>
                <TableCell align="right">
                  {token.revokedAt === null ? (
                    <Button
                      size="small"
                      color="error"
                      onClick={() => props.onRevoke(token)}
                      aria-label={`Revoke ${token.name}`}
                    >
                      Revoke
                    </Button>
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </ListPanel>
  );
}

const visuallyHidden = {
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;
