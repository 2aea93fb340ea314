import CheckIcon from "@mui/icons-material/Check";
import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Typography from "@mui/material/Typography";
import { apiTokenMessages, type CreatedApiToken } from "@storyframe/core";
import { useEffect, useState } from "react";
import { formatDay } from "./tokenDates";

type CopyState = "idle" | "copied" | "failed";

/**
 * The one time a token's secret is seen: the secret in full, a copy button
 * and the warning that it cannot be shown again. Closing forgets it.
 */
export function TokenSecretDialog({ created, onClose }: { created: CreatedApiToken | null; onClose(): void }) {
  const [copy, setCopy] = useState<CopyState>("idle");
  useEffect(() => {
    if (created) setCopy("idle");
  }, [created]);

  const copyToken = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.token);
      setCopy("copied");
    } catch {
      setCopy("failed");
    }
  };

  return (
    <Dialog open={created !== null} onClose={onClose} maxWidth="sm" fullWidth aria-describedby="token-secret-warning">
      <DialogTitle>Your new token</DialogTitle>
      <DialogContent>
        <Alert severity="warning" id="token-secret-warning" sx={{ mb: 2 }}>
          {apiTokenMessages.shownOnce}
        </Alert>
        {created ? (
          <>
            <Typography variant="body2" sx={{ color: "text.secondary", mb: 1 }}>
              {created.apiToken.name} · expires {formatDay(created.apiToken.expiresAt)}
            </Typography>
            <Box
              sx={{
                display: "flex",
                alignItems: "center",
                gap: 1,
                border: 1,
                borderColor: "divider",
                borderRadius: 1,
                bgcolor: "action.hover",
                pl: 1.5,
                pr: 0.5,
                py: 0.5,
              }}
            >
              <Typography
                component="code"
                data-testid="token-secret"
                sx={{
                  fontFamily: "monospace",
                  fontSize: "0.9rem",
                  flex: 1,
                  wordBreak: "break-all",
                  userSelect: "all",
                }}
              >
                {created.token}
              </Typography>
              <Button
                onClick={() => void copyToken()}
                startIcon={copy === "copied" ? <CheckIcon /> : <ContentCopyIcon />}
                sx={{ flexShrink: 0 }}
              >
                {copy === "copied" ? "Copied" : "Copy"}
              </Button>
            </Box>
            <Typography role="status" variant="caption" sx={{ display: "block", mt: 1, color: "text.secondary" }}>
              {copy === "copied"
                ? "Copied to the clipboard."
                : copy === "failed"
                  ? "The browser did not allow copying: select the token and copy it by hand."
                  : "Send it as “Authorization: Bearer <token>”."}
            </Typography>
          </>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button variant="contained" onClick={onClose}>
          I have copied it
        </Button>
      </DialogActions>
    </Dialog>
  );
}
