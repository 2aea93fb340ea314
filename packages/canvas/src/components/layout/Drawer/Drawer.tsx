import CloseIcon from "@mui/icons-material/Close";
import Box from "@mui/material/Box";
import MuiDrawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { OpenButton } from "../../overlays/shared/OpenButton";
import { useOpenState } from "../../overlays/shared/useOpenState";
import { useCallbackApi } from "../../shared/callbackApi";
import { callSafely } from "../../shared/safeCallback";
import type { DrawerProps } from "./Drawer.meta";

/** A panel sliding in from an edge; open while its parameter is true, closed by its button, Escape or the backdrop. */
export default function Drawer({ anchor, parameter, variant, title, size, trigger, onClose, children }: DrawerProps) {
  const [open, setOpen] = useOpenState(parameter);
  const drawerId = useId();
  const callbackApi = useCallbackApi();
  const titleId = `${drawerId}-title`;
  const sideways = anchor === "left" || anchor === "right";
  const persistent = variant === "persistent";
  const close = () => {
    setOpen(false);
    callSafely(onClose, "Drawer onClose", callbackApi());
  };

  return (
    <>
      <OpenButton label={trigger} open={open} controls={drawerId} popup="dialog" onOpen={() => setOpen(true)} />
      <MuiDrawer
        anchor={anchor}
        open={open}
        variant={variant}
        onClose={close}
        slotProps={{
          paper: {
            id: drawerId,
            role: persistent ? "region" : "dialog",
            "aria-labelledby": title ? titleId : undefined,
            "aria-label": title ? undefined : "Drawer",
            sx: {
              ...(sideways ? { width: size, maxWidth: "100%" } : { height: size, maxHeight: "100%" }),
              // A persistent drawer belongs to its frame, not to the whole window.
              ...(persistent ? { position: "absolute" } : {}),
            },
          },
        }}
      >
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, pl: 2, pr: 0.5, py: 0.5 }}>
          {title ? (
            <Typography id={titleId} component="h2" variant="h6" sx={{ flex: 1, minWidth: 0 }} noWrap>
              {title}
            </Typography>
          ) : (
            <Box sx={{ flex: 1 }} />
          )}
          <IconButton aria-label={title ? `Close ${title}` : "Close"} onClick={close}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Box sx={{ px: 2, pb: 2, overflow: "auto" }}>{children}</Box>
      </MuiDrawer>
    </>
  );
}
