import AddIcon from "@mui/icons-material/Add";
import CheckIcon from "@mui/icons-material/Check";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import CircularProgress from "@mui/material/CircularProgress";
import Divider from "@mui/material/Divider";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import ListSubheader from "@mui/material/ListSubheader";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { messages } from "@storyframe/core";
import { isDeletableBranch, useBranchList } from "./branchApi";

interface BranchMenuProps {
  id: string;
  anchor: HTMLElement | null;
  current: string;
  /** The tenant's own branch, which cannot be deleted (nor can main). */
  tenantBranch: string;
  onChoose: (branch: string) => void;
  onNewBranch: () => void;
  onDeleteBranch: () => void;
  onClose: () => void;
}

/**
 * The tenant's branches, the current one checked ('Failed to load branches.' when they cannot be read), then
 * 'New branch…' (a copy of the current one) and, when there is a branch that may go, 'Delete branch…'.
 */
export function BranchMenu({
  id,
  anchor,
  current,
  tenantBranch,
  onChoose,
  onNewBranch,
  onDeleteBranch,
  onClose,
}: BranchMenuProps) {
  const branches = useBranchList(anchor !== null);
  const anyDeletable = (branches.data ?? []).some((name) => isDeletableBranch(name, tenantBranch));
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
      transformOrigin={{ vertical: "top", horizontal: "right" }}
      slotProps={{ paper: { variant: "outlined", sx: { minWidth: 240, maxHeight: 420, mt: 1 } } }}
    >
      <ListSubheader sx={{ lineHeight: "36px" }}>Content branch</ListSubheader>
      {branches.isPending ? (
        <MenuItem disabled>
          <ListItemIcon>
            <CircularProgress size={16} aria-label="Loading branches" />
          </ListItemIcon>
          <ListItemText>Loading branches…</ListItemText>
        </MenuItem>
      ) : branches.error ? (
        <MenuItem onClick={() => void branches.refetch()}>
          <ListItemText primary={messages.branchesLoadFailed} secondary="Select to try again." />
        </MenuItem>
      ) : (
        (branches.data ?? []).map((name) => (
          <MenuItem key={name} selected={name === current} onClick={() => onChoose(name)}>
            <ListItemIcon>{name === current ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText>{name}</ListItemText>
          </MenuItem>
        ))
      )}
      <Divider />
      <MenuItem onClick={onNewBranch}>
        <ListItemIcon>
          <AddIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>New branch…</ListItemText>
      </MenuItem>
      {anyDeletable ? (
        <MenuItem onClick={onDeleteBranch}>
          <ListItemIcon>
            <DeleteOutlineIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Delete branch…</ListItemText>
        </MenuItem>
      ) : null}
    </Menu>
  );
}
