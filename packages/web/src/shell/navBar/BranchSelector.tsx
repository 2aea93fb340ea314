import AltRouteIcon from "@mui/icons-material/AltRoute";
import ArrowDropDownIcon from "@mui/icons-material/ArrowDropDown";
import Button from "@mui/material/Button";
import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useId, useState } from "react";
import { useActiveBranch } from "../../app/activeBranch";
import { useSession } from "../../auth/useSession";
import { switchBranch } from "./branchSwitch";

// The menu's code loads when it is first wanted, so the first download holds only the button.
const loadBranchMenu = () => import("./BranchMenu");
const BranchMenu = lazy(() => loadBranchMenu().then((module) => ({ default: module.BranchMenu })));

/** The content branch the app shows, and the other branches to switch to (developers only). */
export function BranchSelector() {
  const session = useSession();
  const branch = useActiveBranch();
  const queryClient = useQueryClient();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const menuId = useId();
  const open = anchor !== null;
  const prepare = () => void loadBranchMenu().catch(() => undefined);

  const choose = (name: string) => {
    setAnchor(null);
    if (name !== branch) switchBranch(name, session?.userId ?? null, queryClient);
  };

  return (
    <>
      <Button
        color="inherit"
        variant="outlined"
        size="small"
        aria-label={`Branch: ${branch}`}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? "true" : undefined}
        startIcon={<AltRouteIcon fontSize="small" />}
        endIcon={<ArrowDropDownIcon />}
        onPointerEnter={prepare}
        onFocus={prepare}
        onClick={(event) => {
          setWanted(true);
          setAnchor(event.currentTarget);
        }}
        sx={{
          borderColor: "divider",
          color: "text.secondary",
          px: 1.25,
          maxWidth: 220,
          fontWeight: 600,
          "& .MuiButton-startIcon": { mr: 0.75 },
        }}
      >
        <span style={{ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}>{branch}</span>
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <BranchMenu id={menuId} anchor={anchor} current={branch} onChoose={choose} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
