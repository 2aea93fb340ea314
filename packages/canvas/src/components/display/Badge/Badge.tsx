import MuiBadge from "@mui/material/Badge";
import { type BadgeProps, isPaletteColor } from "./Badge.meta";

/** A count or dot over its children; a non-palette colour becomes the class `sf-badge-{color}`. */
export default function Badge({ content, color, modifier, max, showZero, children }: BadgeProps) {
  const palette = isPaletteColor(color);
  return (
    <MuiBadge
      badgeContent={content}
      color={palette ? color : "default"}
      variant={modifier}
      max={max}
      showZero={showZero}
      className={palette ? undefined : `sf-badge-${color}`}
    >
      {children}
    </MuiBadge>
  );
}
