import MuiToolbar from "@mui/material/Toolbar";
import type { ToolbarProps } from "./Toolbar.meta";

/** A row of controls with even spacing. */
export default function Toolbar({ dense, align, disableGutters, children }: ToolbarProps) {
  return (
    <MuiToolbar
      variant={dense ? "dense" : "regular"}
      disableGutters={disableGutters}
      className="sf-toolbar"
      sx={{ gap: 1.5, justifyContent: align, flexWrap: "wrap" }}
    >
      {children}
    </MuiToolbar>
  );
}
