import CheckCircleOutlineIcon from "@mui/icons-material/CheckCircleOutlineOutlined";
import CloseIcon from "@mui/icons-material/Close";
import ConstructionIcon from "@mui/icons-material/Construction";
import ErrorOutlineIcon from "@mui/icons-material/ErrorOutlineOutlined";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import InfoOutlinedIcon from "@mui/icons-material/InfoOutlined";
import SearchOffIcon from "@mui/icons-material/SearchOff";
import WarningAmberIcon from "@mui/icons-material/WarningAmber";
import WifiOffIcon from "@mui/icons-material/WifiOff";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Collapse from "@mui/material/Collapse";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { ErrorType } from "@storyframe/core";
import { type CustomContentProps, SnackbarContent } from "notistack";
import { forwardRef, lazy, type ReactElement, Suspense, useId, useState } from "react";
import { closeNotification, type NotificationVariant, useNotificationStore } from "../notifications";

const NotificationDetails = lazy(() =>
  import("./NotificationDetails").then((module) => ({ default: module.NotificationDetails })),
);

const variantLook: Record<NotificationVariant, { color: string; icon: ReactElement }> = {
  default: { color: "#5a6475", icon: <InfoOutlinedIcon /> },
  info: { color: "#2f55d4", icon: <InfoOutlinedIcon /> },
  success: { color: "#1b7f4b", icon: <CheckCircleOutlineIcon /> },
  warning: { color: "#a16207", icon: <WarningAmberIcon /> },
  error: { color: "#c2410c", icon: <ErrorOutlineIcon /> },
};

const errorTypeIcon: Record<ErrorType, ReactElement> = {
  Connectivity: <WifiOffIcon data-testid="WifiOffIcon" />,
  NotFound: <SearchOffIcon data-testid="SearchOffIcon" />,
  Generic: <ErrorOutlineIcon data-testid="ErrorOutlineOutlinedIcon" />,
  Maintenance: <ConstructionIcon data-testid="ConstructionIcon" />,
};

/**
 * One toast: an icon (the error type's own for errors), the message, a close button and, when there are
 * details, a 'Show more' toggle that expands them (markdown, or sanitised HTML).
 */
export const NotificationToast = forwardRef<HTMLDivElement, CustomContentProps>(function NotificationToast(
  { id, message, variant },
  ref,
) {
  const notification = useNotificationStore((state) => state.notifications.find((entry) => entry.key === id));
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const look = variantLook[variant as NotificationVariant] ?? variantLook.default;
  const icon = notification?.errorType ? errorTypeIcon[notification.errorType] : look.icon;
  const details = notification?.details;
  const isError = variant === "error" || variant === "warning";

  return (
    <SnackbarContent ref={ref} role={isError ? "alert" : "status"}>
      <Paper
        elevation={6}
        data-testid="notification"
        sx={{
          width: { xs: "calc(100vw - 32px)", sm: 400 },
          borderRadius: 2,
          overflow: "hidden",
          borderLeft: `4px solid ${look.color}`,
          bgcolor: "background.paper",
        }}
      >
        <Box sx={{ display: "flex", alignItems: "flex-start", gap: 1.5, pl: 2, pr: 1, py: 1.5 }}>
          <Box sx={{ color: look.color, display: "flex", pt: "2px" }} aria-hidden="true">
            {icon}
          </Box>
          <Box sx={{ flex: 1, minWidth: 0, pt: "3px" }}>
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
              {message}
            </Typography>
            {details ? (
              <Button
                size="small"
                onClick={() => setExpanded((value) => !value)}
                aria-expanded={expanded}
                aria-controls={detailsId}
                endIcon={
                  <ExpandMoreIcon
                    sx={{ transition: "transform 150ms", transform: expanded ? "rotate(180deg)" : "none" }}
                  />
                }
                sx={{ mt: 0.5, ml: -1, px: 1, minHeight: 0 }}
              >
                {expanded ? "Show less" : "Show more"}
              </Button>
            ) : null}
          </Box>
          <IconButton size="small" aria-label="Close" onClick={() => closeNotification(String(id))}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Box>
        {details ? (
          <Collapse in={expanded} unmountOnExit>
            <Box
              id={detailsId}
              sx={{
                px: 2,
                pb: 1.5,
                pt: 0.5,
                maxHeight: 240,
                overflowY: "auto",
                fontSize: "0.8125rem",
                color: "text.secondary",
                overflowWrap: "anywhere",
                "& p": { my: 0.5 },
                "& pre, & code": { fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace", fontSize: "0.75rem" },
                "& pre": { p: 1, bgcolor: "#f5f6f8", borderRadius: 1, overflowX: "auto" },
              }}
            >
              <Suspense fallback={<Typography variant="body2">{details.slice(0, 200)}</Typography>}>
                <NotificationDetails text={details} />
              </Suspense>
            </Box>
          </Collapse>
        ) : null}
      </Paper>
    </SnackbarContent>
  );
});
