import CloseIcon from "@mui/icons-material/Close";
import MuiAlert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import IconButton from "@mui/material/IconButton";
import { useState } from "react";
import { useCallbackApi } from "../../shared/callbackApi";
import { callSafely } from "../../shared/safeCallback";
import type { AlertProps } from "./Alert.meta";
import { alertAppearance } from "./alertAppearance";
import { alertIcons, alertRole } from "./alertIcons";

/** A coloured status message; when closable, its close button dismisses it and calls onClose. */
export default function Alert({ kind, title, message, variant, closable, onClose, children }: AlertProps) {
  const [dismissed, setDismissed] = useState(false);
  const callbackApi = useCallbackApi();
  if (dismissed) return null;
  const colors = alertAppearance(kind, variant);
  const dismiss = () => {
    setDismissed(true);
    callSafely(onClose, "Alert onClose", callbackApi());
  };
  return (
    <MuiAlert
      className="sf-alert"
      severity={kind}
      variant={variant}
      role={alertRole(kind)}
      icon={alertIcons[kind]}
      action={
        closable ? (
          <IconButton aria-label="Close" color="inherit" size="small" onClick={dismiss}>
            <CloseIcon fontSize="inherit" />
          </IconButton>
        ) : undefined
      }
      sx={{
        bgcolor: colors.background,
        color: colors.text,
        border: `1px solid ${colors.border}`,
        "& .MuiAlert-icon": { color: colors.icon, opacity: 1 },
      }}
    >
      {title !== undefined && <AlertTitle sx={{ fontWeight: 600 }}>{title}</AlertTitle>}
      {message}
      {message !== undefined && children !== undefined ? " " : null}
      {children}
    </MuiAlert>
  );
}
