import MuiAvatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import { Children, useMemo } from "react";
import { palette } from "../../shared/palette";
import { AvatarGroupContext } from "../Avatar/avatarGroupContext";
import type { AvatarGroupProps } from "./AvatarGroup.meta";
import { visibleAvatars } from "./visibleAvatars";

/** Overlapping avatars; past `max` places, the last shows how many more there are. */
export default function AvatarGroup({ max, total, size, variant, label, children }: AvatarGroupProps) {
  const avatars = Children.toArray(children);
  const { shown, surplus } = visibleAvatars(avatars.length, max, total);
  const defaults = useMemo(() => ({ size, variant }), [size, variant]);
  return (
    <AvatarGroupContext.Provider value={defaults}>
      <Box
        className="sf-avatar-group"
        role="group"
        aria-label={label}
        sx={{
          display: "inline-flex",
          alignItems: "center",
          "& > *": { display: "inline-flex" },
          "& > * + *": { marginLeft: `${-Math.round(size / 5)}px` },
          "& .MuiAvatar-root": { border: "2px solid #ffffff", boxSizing: "content-box" },
        }}
      >
        {avatars.slice(0, shown)}
        {surplus > 0 && (
          <MuiAvatar
            className="sf-avatar-surplus"
            variant={variant}
            role="img"
            aria-label={`${surplus} more`}
            sx={{
              width: size,
              height: size,
              fontSize: Math.round(size * 0.36),
              fontWeight: 600,
              bgcolor: palette.grey[700],
              color: "#ffffff",
            }}
          >
            +{surplus}
          </MuiAvatar>
        )}
      </Box>
    </AvatarGroupContext.Provider>
  );
}
