import MuiFab from "@mui/material/Fab";
import { useTheme } from "@mui/material/styles";
import Tooltip from "@mui/material/Tooltip";
import { useParameter } from "../../../runtime/CanvasRuntimeContext";
import { isIconName } from "../../display/Icon/iconNames";
import { iconSet } from "../../display/Icon/iconSet";
import { useCallbackApi } from "../../shared/callbackApi";
import { readableFill } from "../../shared/readableColor";
import { callSafely } from "../../shared/safeCallback";
import type { FabProps } from "./Fab.meta";

/** A floating action button in a corner of the nearest positioned frame. */
export default function Fab({ icon, label, position, color, size, extended, onClick, parameter, value }: FabProps) {
  const callbackApi = useCallbackApi();
  const [, setParameter] = useParameter<unknown>(parameter ?? "");
  const [vertical, horizontal] = position.split("-") as ["top" | "bottom", "left" | "right"];
  const Icon = iconSet[isIconName(icon) ? icon : "add"];
  const theme = useTheme();
  // An extended button's label keeps 4.5:1 contrast on its colour, whatever the theme's shade.
  const fill =
    extended && color !== "default" ? readableFill(theme.palette[color].main, theme.palette[color].contrastText) : null;

  const click = () => {
    if (parameter) setParameter(value === undefined ? true : value);
    callSafely(onClick, "Fab onClick", callbackApi());
  };

  const button = (
    <MuiFab
      aria-label={extended ? undefined : label}
      color={color}
      size={size}
      variant={extended ? "extended" : "circular"}
      onClick={click}
      className="sf-fab"
      data-position={position}
      sx={{
        position: "absolute",
        [vertical]: 16,
        [horizontal]: 16,
        zIndex: 5,
        ...(fill === null ? {} : { bgcolor: fill.background, color: fill.text }),
      }}
    >
      <Icon sx={extended ? { mr: 1 } : undefined} />
      {extended ? label : null}
    </MuiFab>
  );
  return extended ? button : <Tooltip title={label}>{button}</Tooltip>;
}
