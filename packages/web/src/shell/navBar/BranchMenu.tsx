import CheckIcon from "@mui/icons-material/Check";
import CircularProgress from "@mui/material/CircularProgress";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import ListSubheader from "@mui/material/ListSubheader";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { messages } from "@storyframe/core";
import { useQuery } from "@tanstack/react-query";
import { BRANCHES_QUERY_KEY, loadBranches } from "./branchApi";

interface BranchMenuProps {
  id: string;
  anchor: HTMLElement | null;
  current: string;
  onChoose: (branch: string) => void;
  onClose: () => void;
}

/** The tenant's branches, the current one checked ('Failed to load branches.' when they cannot be read). */
export function BranchMenu({ id, anchor, current, onChoose, onClose }: BranchMenuProps) {
  const branches = useQuery({
    queryKey: BRANCHES_QUERY_KEY,
    queryFn: ({ signal }) => loadBranches(signal),
    enabled: anchor !== null,
    staleTime: 30_000,
  });
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
    </Menu>
  );
}
