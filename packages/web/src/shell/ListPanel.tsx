import RefreshIcon from "@mui/icons-material/Refresh";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import type { SvgIconProps } from "@mui/material/SvgIcon";
import Typography from "@mui/material/Typography";
import type { ComponentType, ReactNode } from "react";

type ListPanelProps = {
  title: string;
  /** The panel's main action, at the right of its title (such as "New …"). */
  action?: ReactNode;
  loading: boolean;
  /** Why the list could not be loaded, offered with Try Again; null when it loaded. */
  error: ReactNode | null;
  onRetry(): void;
  empty: boolean;
  emptyIcon: ComponentType<SvgIconProps>;
  emptyTitle: string;
  emptyText: ReactNode;
  /** The list itself, shown once it has loaded and is not empty. */
  children: ReactNode;
};

/** A titled panel of a list with its loading, error (with Try Again) and empty states. */
export function ListPanel(props: ListPanelProps) {
  const EmptyIcon = props.emptyIcon;
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
        {props.action}
      </Box>
      {props.loading ? (
        <Box role="status" aria-label={`Loading ${props.title.toLowerCase()}`} sx={{ p: 2.5 }}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} variant="rounded" height={44} sx={{ mb: 1 }} />
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
      ) : props.empty ? (
        <Box sx={{ textAlign: "center", py: 6, px: 3 }}>
          <EmptyIcon sx={{ fontSize: 40, color: "text.disabled" }} aria-hidden="true" />
          <Typography sx={{ fontWeight: 600, mt: 1 }}>{props.emptyTitle}</Typography>
          <Typography variant="body2" sx={{ color: "text.secondary", mt: 0.5, maxWidth: 480, mx: "auto" }}>
            {props.emptyText}
          </Typography>
        </Box>
      ) : (
        props.children
      )}
    </Paper>
  );
}
