import AltRouteIcon from "@mui/icons-material/AltRoute";
import ArrowDropDownIcon from "@mui/icons-material/ArrowDropDown";
import Button from "@mui/material/Button";
import { useQueryClient } from "@tanstack/react-query";
import { lazy, useId, useRef, useState } from "react";
import { useActiveBranch } from "../../app/activeBranch";
import { useSession } from "../../auth/useSession";
import { OnDemandPart } from "../OnDemandPart";
import { switchBranch, switchToTenantBranch, useTenantBranch } from "./branchSwitch";

// The menu's and the dialogs' code loads when it is first wanted, so the first download holds only the button.
const loadBranchMenu = () => import("./BranchMenu");
const loadNewBranchDialog = () => import("./NewBranchDialog");
const loadDeleteBranchDialog = () => import("./DeleteBranchDialog");
const BranchMenu = lazy(() => loadBranchMenu().then((module) => ({ default: module.BranchMenu })));
const NewBranchDialog = lazy(() => loadNewBranchDialog().then((module) => ({ default: module.NewBranchDialog })));
const DeleteBranchDialog = lazy(() =>
  loadDeleteBranchDialog().then((module) => ({ default: module.DeleteBranchDialog })),
);

type BranchDialog = "new" | "delete";

/**
 * The content branch the app shows, the other branches to switch to, and creating (from the current one) or
 * deleting a branch (developers only).
 */
export function BranchSelector() {
  const session = useSession();
  const branch = useActiveBranch();
  const tenantBranch = useTenantBranch();
  const queryClient = useQueryClient();
  const button = useRef<HTMLButtonElement>(null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const [dialog, setDialog] = useState<BranchDialog | null>(null);
  // A fresh dialog each time one opens: no name or error is left over from the last time.
  const [dialogSerial, setDialogSerial] = useState(0);
  const menuId = useId();
  const open = anchor !== null;
  const userId = session?.userId ?? null;
  const prepare = () => void loadBranchMenu().catch(() => undefined);

  const choose = (name: string) => {
    setAnchor(null);
    if (name !== branch) switchBranch(name, userId, queryClient);
  };

  const openDialog = (kind: BranchDialog) => {
    setAnchor(null);
    setDialogSerial((serial) => serial + 1);
    setDialog(kind);
  };

  const closeDialog = () => setDialog(null);
  // Once a dialog has gone, focus goes back to the selector it was opened from.
  const dialogGone = () => button.current?.focus();

  const created = (name: string) => {
    closeDialog();
    switchBranch(name, userId, queryClient);
  };

  const deleted = (name: string) => {
    closeDialog();
    if (name === branch) switchToTenantBranch(userId, queryClient);
  };

  return (
    <>
      <Button
        ref={button}
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
          void loadNewBranchDialog().catch(() => undefined);
          void loadDeleteBranchDialog().catch(() => undefined);
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
        <OnDemandPart>
          <BranchMenu
            id={menuId}
            anchor={anchor}
            current={branch}
            tenantBranch={tenantBranch}
            onChoose={choose}
            onNewBranch={() => openDialog("new")}
            onDeleteBranch={() => openDialog("delete")}
            onClose={() => setAnchor(null)}
          />
        </OnDemandPart>
      ) : null}
      {dialogSerial > 0 ? (
        <OnDemandPart>
          <NewBranchDialog
            key={`new-${dialogSerial}`}
            open={dialog === "new"}
            from={branch}
            onClose={closeDialog}
            onExited={dialogGone}
            onCreated={created}
          />
          <DeleteBranchDialog
            key={`delete-${dialogSerial}`}
            open={dialog === "delete"}
            current={branch}
            tenantBranch={tenantBranch}
            onClose={closeDialog}
            onExited={dialogGone}
            onDeleted={deleted}
          />
        </OnDemandPart>
      ) : null}
    </>
  );
}
