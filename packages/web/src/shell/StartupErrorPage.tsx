import LoginIcon from "@mui/icons-material/Login";
import RefreshIcon from "@mui/icons-material/Refresh";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import type { ErrorInfo } from "../api/errorInfo";
import { BrandMark } from "./BrandMark";
import { ErrorMessage } from "./ErrorMessage";

interface StartupErrorPageProps {
  error: ErrorInfo;
  onRetry: () => void;
  /** What the button does: try the same again (the default), or sign in again. */
  retryAction?: "tryAgain" | "signIn";
  /** More to say under the error, e.g. whom to ask for access. */
  children?: ReactNode;
}

const retryButtons = {
  tryAgain: { label: "Try Again", Icon: RefreshIcon },
  signIn: { label: "Sign in again", Icon: LoginIcon },
} as const;

/**
 * Shown when the app cannot start: the tenant settings or the user's session did not load, or signing in
 * failed. It is part of the initial bundle on purpose: when the connection is down, a lazily loaded page
 * could not load either.
 */
export function StartupErrorPage({ error, onRetry, retryAction = "tryAgain", children }: StartupErrorPageProps) {
  const { label, Icon } = retryButtons[retryAction];
  return (
    <Box
      component="main"
      sx={{
        minHeight: "100vh",
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        justifyContent: "center",
        gap: 4,
        p: { xs: 2, sm: 4 },
        bgcolor: "background.default",
      }}
    >
      <Paper variant="outlined" sx={{ width: "100%", maxWidth: 640, px: { xs: 3, sm: 6 }, py: { xs: 5, sm: 7 } }}>
        <ErrorMessage
          type={error.type}
          title={error.title}
          detail={error.detail}
          action={
            <Button variant="contained" size="large" startIcon={<Icon />} onClick={onRetry}>
              {label}
            </Button>
          }
        >
          {children}
        </ErrorMessage>
      </Paper>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, color: "text.secondary" }}>
        <BrandMark size={20} />
        <Typography variant="body2" component="span">
          Storyframe
        </Typography>
      </Box>
    </Box>
  );
}
