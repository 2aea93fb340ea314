import Button from "@mui/material/Button";
import ButtonBase from "@mui/material/ButtonBase";
import MuiPopover from "@mui/material/Popover";
import Typography from "@mui/material/Typography";
import { type CSSProperties, type MouseEvent, useId, useState } from "react";
import { problemStyle } from "../../shared/problemStyle";
import { MISSING_TRIGGER_MESSAGE, type PopoverProps } from "./Popover.meta";
import { placementOrigins } from "./popoverPlacement";

const missingTriggerStyle: CSSProperties = {
  ...problemStyle,
  display: "inline-block",
  margin: 0,
  padding: "0.25rem 0.5rem",
};

/** Content that opens beside its trigger; MUI closes it on an outside click or Escape and refocuses the trigger. */
export default function Popover({ trigger, label, title, placement, maxWidth, children }: PopoverProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  const titleId = `${popoverId}-title`;

  if (trigger === undefined || trigger === null || trigger === "") {
    return (
      <span role="alert" className="sf-component-error" style={missingTriggerStyle}>
        {MISSING_TRIGGER_MESSAGE}
      </span>
    );
  }

  const open = anchor !== null;
  const triggerProps = {
    "aria-haspopup": "dialog" as const,
    "aria-expanded": open,
    "aria-controls": open ? popoverId : undefined,
    "aria-label": label,
    onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
  };
  const name = title ? undefined : (label ?? (typeof trigger === "string" ? trigger : "Details"));

  return (
    <>
      {typeof trigger === "string" || typeof trigger === "number" ? (
        <Button size="small" sx={{ textTransform: "none", verticalAlign: "baseline" }} {...triggerProps}>
          {trigger}
        </Button>
      ) : (
        <ButtonBase
          sx={{
            borderRadius: 1,
            p: 0.5,
            verticalAlign: "middle",
            "&.Mui-focusVisible": { outline: "2px solid", outlineColor: "primary.main" },
          }}
          {...triggerProps}
        >
          {trigger}
        </ButtonBase>
      )}
      <MuiPopover
        id={popoverId}
        open={open}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        {...placementOrigins(placement)}
        slotProps={{
          paper: {
            role: "dialog",
            "aria-labelledby": title ? titleId : undefined,
            "aria-label": name,
            sx: { p: 2, maxWidth, m: 0.5 },
          },
        }}
      >
        {title ? (
          <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            {title}
          </Typography>
        ) : null}
        <Typography component="div" variant="body2">
          {children}
        </Typography>
      </MuiPopover>
    </>
  );
}
