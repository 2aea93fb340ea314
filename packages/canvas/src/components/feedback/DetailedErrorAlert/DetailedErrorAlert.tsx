import CloseIcon from "@mui/icons-material/Close";
import ExpandLessIcon from "@mui/icons-material/ExpandLess";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import MuiAlert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Button from "@mui/material/Button";
import Collapse from "@mui/material/Collapse";
import IconButton from "@mui/material/IconButton";
import { useEffect, useId, useState } from "react";
import { useCallbackApi } from "../../shared/callbackApi";
import { callSafely } from "../../shared/safeCallback";
import { alertAppearance } from "../Alert/alertAppearance";
import { alertIcons } from "../Alert/alertIcons";
import { type DetailedErrorAlertProps, showLessLabel, showMoreLabel } from "./DetailedErrorAlert.meta";
import { DetailsContent } from "./DetailsContent";

const colors = alertAppearance("error", "standard");

/** An error whose details expand on demand (and collapse again after autoCollapseMs); dismissed by its close button. */
export default function DetailedErrorAlert({
  message,
  details,
  title,
  autoCollapseMs,
  onClose,
}: DetailedErrorAlertProps) {
  const [expanded, setExpanded] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const callbackApi = useCallbackApi();
  const detailsId = useId();

  useEffect(() => {
    if (!expanded || autoCollapseMs === undefined) return;
    const timer = setTimeout(() => setExpanded(false), autoCollapseMs);
    return () => clearTimeout(timer);
  }, [expanded, autoCollapseMs]);

  if (dismissed) return null;
  const dismiss = () => {
    setDismissed(true);
    callSafely(onClose, "DetailedErrorAlert onClose", callbackApi());
  };
  const detailsText = details !== undefined && details.trim() !== "" ? details : message;

  return (
    <MuiAlert
      className="sf-detailed-error-alert"
      severity="error"
      variant="standard"
      role="alert"
      icon={alertIcons.error}
      action={
        <IconButton aria-label="Close" color="inherit" size="small" onClick={dismiss}>
          <CloseIcon fontSize="inherit" />
        </IconButton>
      }
      sx={{
        bgcolor: colors.background,
        color: colors.text,
        border: `1px solid ${colors.border}`,
        "& .MuiAlert-icon": { color: colors.icon, opacity: 1 },
        "& .MuiAlert-message": { flex: "1 1 auto", minWidth: 0 },
      }}
    >
      {title !== undefined && <AlertTitle sx={{ fontWeight: 600 }}>{title}</AlertTitle>}
      <div className="sf-error-message">{message}</div>
      <Button
        size="small"
        color="inherit"
        aria-expanded={expanded}
        aria-controls={expanded ? detailsId : undefined}
        endIcon={expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        onClick={() => setExpanded(!expanded)}
        sx={{ mt: 0.5, ml: -0.75, textTransform: "none", fontWeight: 600 }}
      >
        {expanded ? showLessLabel : showMoreLabel}
      </Button>
      <Collapse in={expanded} timeout="auto" unmountOnExit>
        <div id={detailsId}>
          <DetailsContent text={detailsText} />
        </div>
      </Collapse>
    </MuiAlert>
  );
}
