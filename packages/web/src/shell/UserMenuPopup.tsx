import KeyIcon from "@mui/icons-material/Key";
import LogoutIcon from "@mui/icons-material/Logout";
import PersonIcon from "@mui/icons-material/Person";
import ScheduleSendIcon from "@mui/icons-material/ScheduleSend";
import SettingsIcon from "@mui/icons-material/Settings";
import WidgetsIcon from "@mui/icons-material/Widgets";
import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Typography from "@mui/material/Typography";
import { TAGS } from "@storyframe/core";
import { useLocation, useNavigate } from "react-router";
import type { Session } from "../api/session";
import { useAppStore } from "../app/store";
import { useAuthClient } from "../auth/AuthContext";
import { pathOf, type SignOutState } from "../auth/paths";
import { profileUrl } from "../auth/providerPages";

export const PREFERENCES_PATH = "/preferences";
export const GALLERY_PATH = "/gallery";
export const SCHEDULES_PATH = "/schedules";
export const API_TOKENS_PATH = "/api-tokens";

interface LogOutItemProps {
  onDone: () => void;
}

/** Signs out at the identity provider, which returns to the same address (where the user signs in again). */
function LogOutItem({ onDone }: LogOutItemProps) {
  const client = useAuthClient();
  const returnPath = pathOf(useLocation());
  const setPageError = useAppStore((state) => state.setPageError);

  const logOut = async () => {
    onDone();
    // The id token lets the provider end its session without asking; read it before the user is removed.
    const user = await client.getUser().catch(() => null);
    const state: SignOutState = { returnPath };
    try {
      await client.removeUser();
      await client.signoutRedirect({ state, ...(user?.id_token ? { id_token_hint: user.id_token } : {}) });
    } catch {
      setPageError({
        type: "Connectivity",
        title: "You could not be logged out.",
        detail: "The sign-in service could not be reached. Reload the page to sign in again, or try later.",
      });
    }
  };

  return (
    <MenuItem onClick={() => void logOut()}>
      <ListItemIcon>
        <LogoutIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Log Out</ListItemText>
    </MenuItem>
  );
}

interface UserMenuPopupProps {
  id: string;
  session: Session;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The user menu itself: name and roles, the profile (unless anonymous), preferences, the component gallery (developers) and (unless anonymous) log-out. Loaded on first use. */
export function UserMenuPopup({ id, session, anchor, onClose }: UserMenuPopupProps) {
  const navigate = useNavigate();
  const roles = session.roles.join(", ");
  const auth = useAppStore((state) => state.settings?.auth);
  // An anonymous visitor has no account to edit.
  const profile = auth && !session.anonymous ? profileUrl(auth) : null;

  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
      transformOrigin={{ vertical: "top", horizontal: "right" }}
      slotProps={{ paper: { variant: "outlined", sx: { minWidth: 220, mt: 1 } } }}
    >
      <Box component="li" role="none" data-testid="user-menu-header" sx={{ px: 2, pt: 1, pb: 1.5 }}>
        <Typography sx={{ fontWeight: 600 }}>{session.name}</Typography>
        {roles ? (
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            {roles}
          </Typography>
        ) : null}
      </Box>
      <Divider component="li" />
      {/* The profile page is the identity provider's, server-rendered: a plain link leaves the app for it. */}
      {profile ? (
        <MenuItem component="a" href={profile} onClick={onClose}>
          <ListItemIcon>
            <PersonIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Profile</ListItemText>
        </MenuItem>
      ) : null}
      <MenuItem
        onClick={() => {
          onClose();
          navigate(PREFERENCES_PATH);
        }}
      >
        <ListItemIcon>
          <SettingsIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>Preferences</ListItemText>
      </MenuItem>
      {session.anonymous ? null : (
        <MenuItem
          onClick={() => {
            onClose();
            navigate(API_TOKENS_PATH);
          }}
        >
          <ListItemIcon>
            <KeyIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>API tokens</ListItemText>
        </MenuItem>
      )}
      {session.effectiveTags.includes(TAGS.schedulesManage) ? (
        <MenuItem
          onClick={() => {
            onClose();
            navigate(SCHEDULES_PATH);
          }}
        >
          <ListItemIcon>
            <ScheduleSendIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Schedules</ListItemText>
        </MenuItem>
      ) : null}
      {session.effectiveTags.includes(TAGS.developerTools) ? (
        <MenuItem
          onClick={() => {
            onClose();
            navigate(GALLERY_PATH);
          }}
        >
          <ListItemIcon>
            <WidgetsIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Component gallery</ListItemText>
        </MenuItem>
      ) : null}
      {session.anonymous ? null : <LogOutItem onDone={onClose} />}
    </Menu>
  );
}
