import RefreshIcon from "@mui/icons-material/Refresh";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { ErrorInfo } from "../api/errorInfo";
import { BrandMark } from "./BrandMark";
import { ErrorMessage } from "./ErrorMessage";

interface StartupErrorPageProps {
  error: ErrorInfo;
  onRetry: () => void;
}

/**
 * Shown when the app cannot start, typically because the tenant settings did not load. It is part of the
 * initial bundle on purpose: when the connection is down, a lazily loaded page could not load either.
 */
export function StartupErrorPage({ error, onRetry }: StartupErrorPageProps) {
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
            <Button variant="contained" size="large" startIcon={<RefreshIcon />} onClick={onRetry}>
              Try Again
            </Button>
          }
        />
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
