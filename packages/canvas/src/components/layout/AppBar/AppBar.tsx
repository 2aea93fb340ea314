import MuiAppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import { type SxProps, type Theme, useTheme } from "@mui/material/styles";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import { readableFill } from "../../shared/readableColor";
import type { AppBarProps } from "./AppBar.meta";

/**
 * The bar's colours, set here rather than left to the theme: a page's theme may restyle its own app bar (the
 * shell's is white), which must not leak into a canvas's bars. Text keeps 4.5:1 on the colour.
 */
function barColors(theme: Theme, color: AppBarProps["color"]): SxProps<Theme> {
  if (color === "primary" || color === "secondary") {
    const fill = readableFill(theme.palette[color].main, theme.palette[color].contrastText);
    return { bgcolor: fill.background, color: fill.text };
  }
  if (color === "default") return { bgcolor: "grey.100", color: "text.primary" };
  return { bgcolor: "transparent", color: "inherit" };
}

/** A header bar: the title on the left, the children (actions) on the right. */
export default function AppBar({ title, color, position, dense, children }: AppBarProps) {
  const theme = useTheme();
  return (
    <MuiAppBar
      position={position}
      color={color}
      elevation={color === "transparent" ? 0 : 1}
      className="sf-app-bar"
      sx={barColors(theme, color)}
    >
      <Toolbar variant={dense ? "dense" : "regular"} sx={{ gap: 2 }}>
        <Typography component="h2" variant="h6" noWrap sx={{ flex: 1, minWidth: 0 }}>
          {title}
        </Typography>
        {children === undefined ? null : <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>{children}</Box>}
      </Toolbar>
    </MuiAppBar>
  );
}
