import RefreshIcon from "@mui/icons-material/Refresh";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import type { ErrorInfo } from "../api/errorInfo";
import { ErrorMessage } from "./ErrorMessage";

interface PageErrorPanelProps {
  error: ErrorInfo;
  /** Defaults to reloading the page, which also fetches any page code that failed to load. */
  onReload?: () => void;
}

export function PageErrorPanel({ error, onReload = () => window.location.reload() }: PageErrorPanelProps) {
  return (
    <Paper variant="outlined" sx={{ px: { xs: 3, sm: 6 }, py: { xs: 5, sm: 8 } }}>
      <ErrorMessage
        type={error.type}
        title={error.title}
        detail={error.detail}
        action={
          <Button variant="contained" startIcon={<RefreshIcon />} onClick={onReload}>
            Reload
          </Button>
        }
      />
    </Paper>
  );
}
