import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { useNavigate } from "react-router";
import type { Breadcrumb } from "../sideMenu/menuTree";

interface SiblingMenuProps {
  id: string;
  crumb: Breadcrumb;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The last crumb's siblings to switch to. Loaded on first use. */
export function SiblingMenu({ id, crumb, anchor, onClose }: SiblingMenuProps) {
  const navigate = useNavigate();
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      slotProps={{ paper: { variant: "outlined", sx: { minWidth: 200, mt: 0.5 } } }}
    >
      {crumb.children.map((sibling) => (
        <MenuItem
          key={sibling.url}
          selected={sibling.url === crumb.url}
          onClick={() => {
            onClose();
            navigate(sibling.url);
          }}
        >
          {sibling.title}
        </MenuItem>
      ))}
    </Menu>
  );
}
