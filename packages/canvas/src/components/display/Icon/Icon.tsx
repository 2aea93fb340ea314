import type { CSSProperties } from "react";
import type { IconProps } from "./Icon.meta";
import { resolveIconColor } from "./iconColor";
import { isIconName } from "./iconNames";
import { iconSet } from "./iconSet";

const unknownIconStyle: CSSProperties = {
  display: "inline-block",
  padding: "0 0.375rem",
  border: "1px dashed #c62828",
  borderRadius: 4,
  color: "#8e1b1b",
  fontSize: "0.75rem",
  lineHeight: 1.6,
};

/** A named icon from the canvas icon set; a name outside the set shows a notice naming it. */
export default function Icon({ name, size, color, title }: IconProps) {
  if (!isIconName(name)) {
    return (
      <span className="sf-icon-unknown" style={unknownIconStyle}>
        Unknown icon '{name}'.
      </span>
    );
  }
  const SvgIcon = iconSet[name];
  const resolved = color === undefined ? undefined : resolveIconColor(color);
  return (
    <SvgIcon
      className="sf-icon"
      data-icon={name}
      fontSize={typeof size === "number" ? undefined : size}
      color={resolved?.kind === "theme" ? resolved.color : undefined}
      titleAccess={title}
      sx={{
        ...(typeof size === "number" ? { fontSize: size } : {}),
        ...(resolved?.kind === "css" ? { color: resolved.color } : {}),
      }}
    />
  );
}
