import MuiAvatar from "@mui/material/Avatar";
import type { AvatarProps } from "./Avatar.meta";
import { avatarColorStyle, colorForName, initialsOf } from "./avatarAppearance";
import { defaultAvatarSize, useAvatarGroupDefaults } from "./avatarGroupContext";

/** A picture, or initials on a palette colour, at the size and shape of its group unless given its own. */
export default function Avatar({ name, src, alt, color, variant, size }: AvatarProps) {
  const group = useAvatarGroupDefaults();
  const side = size ?? group?.size ?? defaultAvatarSize;
  const shape = variant ?? group?.variant ?? "circular";
  const label = alt ?? name ?? "";
  const colors = avatarColorStyle(color ?? colorForName(name ?? ""));
  const initials = initialsOf(name ?? "");
  return (
    <MuiAvatar
      className="sf-avatar"
      src={src}
      alt={src === undefined ? undefined : label}
      variant={shape}
      role={src === undefined && label !== "" ? "img" : undefined}
      aria-label={src === undefined && label !== "" ? label : undefined}
      sx={{
        width: side,
        height: side,
        fontSize: Math.round(side * 0.4),
        fontWeight: 600,
        bgcolor: colors.background,
        color: colors.text,
      }}
    >
      {initials === "" ? undefined : initials}
    </MuiAvatar>
  );
}
