import IconButton from "@mui/material/IconButton";
import { lazy, useId, useState } from "react";
import { useSession } from "../auth/useSession";
import { OnDemandPart } from "./OnDemandPart";
import { UserAvatar } from "./UserAvatar";

// The menu's code loads when it is first wanted, so the first download holds only the avatar.
const loadPopup = () => import("./UserMenuPopup");
const UserMenuPopup = lazy(() => loadPopup().then((module) => ({ default: module.UserMenuPopup })));

/** The user's avatar at the right of the app bar, opening their name, roles, preferences and log-out. */
export function UserMenu() {
  const session = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const menuId = useId();
  if (!session) return null;

  const open = anchor !== null;
  const prepare = () => {
    // Start loading on hover or focus, so the menu is usually there by the time of the click.
    void loadPopup().catch(() => undefined);
  };

  return (
    <>
      <IconButton
        aria-label={`Account menu for ${session.name}`}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? "true" : undefined}
        onPointerEnter={prepare}
        onFocus={prepare}
        onClick={(event) => {
          setWanted(true);
          setAnchor(event.currentTarget);
        }}
        sx={{ p: 0.5 }}
      >
        <UserAvatar name={session.name} picture={session.picture} />
      </IconButton>
      {wanted ? (
        <OnDemandPart>
          <UserMenuPopup id={menuId} session={session} anchor={anchor} onClose={() => setAnchor(null)} />
        </OnDemandPart>
      ) : null}
    </>
  );
}
