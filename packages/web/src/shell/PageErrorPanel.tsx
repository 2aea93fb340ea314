import HomeIcon from "@mui/icons-material/Home";
import RefreshIcon from "@mui/icons-material/Refresh";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import { Link as RouterLink, useLocation } from "react-router";
import type { ErrorInfo } from "../api/errorInfo";
import { ErrorMessage } from "./ErrorMessage";

interface PageErrorPanelProps {
  error: ErrorInfo;
  /** Defaults to reloading the page, which also fetches any page code that failed to load. */
  onReload?: () => void;
}

/** A page that failed: what went wrong, a way to try again and, away from the home page, a way back to it. */
export function PageErrorPanel({ error, onReload = () => window.location.reload() }: PageErrorPanelProps) {
  const { pathname } = useLocation();
  return (
    <Paper variant="outlined" className="sf-page-error" sx={{ px: { xs: 3, sm: 6 }, py: { xs: 5, sm: 8 } }}>
      <ErrorMessage
        type={error.type}
        title={error.title}
        detail={error.detail}
        action={
          <Box sx={{ display: "flex", flexWrap: "wrap", justifyContent: "center", gap: 1.5 }}>
            <Button variant="contained" startIcon={<RefreshIcon />} onClick={onReload}>
              Reload
            </Button>
            {pathname === "/" ? null : (
              <Button component={RouterLink} to="/" variant="outlined" startIcon={<HomeIcon />}>
                Back to Home
              </Button>
            )}
          </Box>
        }
      />
    </Paper>
  );
}
