import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Typography from "@mui/material/Typography";
import { apiTokenMessages, type CreatedApiToken } from "@storyframe/core";
import { CopyableText } from "../shell/CopyableText";
import { formatDay } from "./tokenDates";

/**
 * The one time a token's secret is seen: the secret in full, a copy button
 * and the warning that it cannot be shown again. Closing forgets it.
 */
export function TokenSecretDialog({ created, onClose }: { created: CreatedApiToken | null; onClose(): void }) {
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
            <CopyableText
              key={created.token}
              value={created.token}
              testId="token-secret"
              status={(copy) => (
                <Typography role="status" variant="caption" sx={{ display: "block", mt: 1, color: "text.secondary" }}>
                  {copy === "copied"
                    ? "Copied to the clipboard."
                    : copy === "failed"
                      ? "The browser did not allow copying: select the token and copy it by hand."
                      : "Send it as “Authorization: Bearer <token>”."}
                </Typography>
              )}
            />
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
