import AltRouteIcon from "@mui/icons-material/AltRoute";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { alpha } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { useActiveBranch } from "../app/activeBranch";
import { useSession } from "../auth/useSession";
import { switchToTenantBranch, useTenantBranch } from "./navBar/branchSwitch";

/**
 * Says, below the navigation bar, which branch is shown while it is not the tenant's own, with one click back to
 * the tenant's branch: content of another branch is not what everyone else sees. A slim bar in the tenant's
 * colours, built from parts the shell's first download already holds (decision 039).
 */
export function BranchBanner() {
  const branch = useActiveBranch();
  const tenantBranch = useTenantBranch();
  const session = useSession();
  const queryClient = useQueryClient();
  if (branch === tenantBranch) return null;
  return (
    <Box
      role="status"
      sx={{
        display: "flex",
        alignItems: "center",
        gap: 1.5,
        px: { xs: 1.5, sm: 2.5 },
        py: 0.5,
        minHeight: 40,
        bgcolor: (theme) => alpha(theme.palette.primary.main, 0.1),
        borderBottom: 1,
        borderColor: (theme) => alpha(theme.palette.primary.main, 0.3),
      }}
    >
      <AltRouteIcon fontSize="small" color="primary" aria-hidden="true" />
      <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: "anywhere", fontWeight: 500 }}>
        You are viewing branch "{branch}".
      </Typography>
      <Button
        size="small"
        variant="outlined"
        onClick={() => switchToTenantBranch(session?.userId ?? null, queryClient)}
        sx={{ whiteSpace: "nowrap", flexShrink: 0 }}
      >
        Back to {tenantBranch}
      </Button>
    </Box>
  );
}
