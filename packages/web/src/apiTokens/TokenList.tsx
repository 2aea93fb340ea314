import KeyOutlinedIcon from "@mui/icons-material/KeyOutlined";
import RefreshIcon from "@mui/icons-material/Refresh";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
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
    <Paper variant="outlined" sx={{ overflow: "hidden" }}>
      <Box
        sx={{
          display: "flex",
          alignItems: "center",
          justifyContent: "space-between",
          gap: 2,
          px: 2.5,
          py: 1.5,
          borderBottom: 1,
          borderColor: "divider",
        }}
      >
        <Typography variant="h2" sx={{ fontSize: "1.05rem", fontWeight: 600 }}>
          {props.title}
        </Typography>
        {props.primaryAction}
      </Box>
      {props.loading ? (
        <Box role="status" aria-label={`Loading ${props.title.toLowerCase()}`} sx={{ p: 2.5 }}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} variant="rounded" height={40} sx={{ mb: 1 }} />
          ))}
        </Box>
      ) : props.error !== null ? (
        <Box sx={{ p: 2.5 }}>
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={props.onRetry}>
                Try Again
              </Button>
            }
          >
            {props.error}
          </Alert>
        </Box>
      ) : !tokens || tokens.length === 0 ? (
        <Box sx={{ textAlign: "center", py: 6, px: 3 }}>
          <KeyOutlinedIcon sx={{ fontSize: 40, color: "text.disabled" }} aria-hidden="true" />
          <Typography sx={{ fontWeight: 600, mt: 1 }}>{props.emptyTitle}</Typography>
          <Typography variant="body2" sx={{ color: "text.secondary", mt: 0.5, maxWidth: 460, mx: "auto" }}>
            {props.emptyText}
          </Typography>
        </Box>
      ) : (
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
              {tokens.map((token) => (
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
      )}
    </Paper>
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
