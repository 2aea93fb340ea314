import MuiChip from "@mui/material/Chip";
import { type SxProps, type Theme, useTheme } from "@mui/material/styles";
import { useCallbackApi } from "../../shared/callbackApi";
import { readableFill, readableShade } from "../../shared/readableColor";
import { callSafely } from "../../shared/safeCallback";
import { isIconName } from "../Icon/iconNames";
import { iconSet } from "../Icon/iconSet";
import type { ChipProps } from "./Chip.meta";

/** Colours for a theme-coloured chip whose label keeps 4.5:1 contrast, whatever the theme's shade. */
function readableChipColors(
  theme: Theme,
  color: Exclude<ChipProps["color"], "default">,
  variant: ChipProps["variant"],
): SxProps<Theme> {
  const { main, contrastText } = theme.palette[color];
  if (variant === "outlined") {
    const shade = readableShade(main, theme.palette.background.paper);
    return { color: shade, borderColor: shade, "& .MuiChip-icon": { color: shade } };
  }
  const fill = readableFill(main, contrastText);
  return { bgcolor: fill.background, color: fill.text, "& .MuiChip-icon": { color: fill.text } };
}

/** A compact label; a button when it has onClick, removable when it has onDelete. */
export default function Chip({ label, color, variant, size, icon, onClick, onDelete }: ChipProps) {
  const callbackApi = useCallbackApi();
  const theme = useTheme();
  const ChipIcon = icon !== undefined && isIconName(icon) ? iconSet[icon] : undefined;
  return (
    <MuiChip
      className="sf-chip"
      label={label}
      color={color}
      variant={variant}
      size={size}
      sx={color === "default" ? undefined : readableChipColors(theme, color, variant)}
      icon={ChipIcon === undefined ? undefined : <ChipIcon data-icon={icon} />}
      onClick={onClick === undefined ? undefined : () => callSafely(onClick, "Chip onClick", callbackApi())}
      onDelete={onDelete === undefined ? undefined : () => callSafely(onDelete, "Chip onDelete", callbackApi())}
    />
  );
}
