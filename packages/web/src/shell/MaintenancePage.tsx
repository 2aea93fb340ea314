import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Toolbar from "@mui/material/Toolbar";
import { messages } from "@storyframe/core";
import { ErrorMessage } from "./ErrorMessage";
import { TenantBrand } from "./TenantBrand";

interface MaintenancePageProps {
  tenantName: string;
  logoUrl: string | null;
  /** Configured texts; the standard ones are shown when they are null or blank. */
  title: string | null;
  body: string | null;
}

/** Replaces the whole app while the tenant is in maintenance mode; the tenant's branding stays, the menu does not. */
export function MaintenancePage({ tenantName, logoUrl, title, body }: MaintenancePageProps) {
  return (
    <Box sx={{ minHeight: "100vh", display: "flex", flexDirection: "column", bgcolor: "background.default" }}>
      <AppBar position="static">
        <Toolbar sx={{ minHeight: { xs: 60, sm: 64 } }}>
          <TenantBrand tenantName={tenantName} logoUrl={logoUrl} />
        </Toolbar>
      </AppBar>
      <Box
        component="main"
        sx={{ flex: 1, display: "flex", alignItems: "center", justifyContent: "center", p: { xs: 2, sm: 4 } }}
      >
        <Paper variant="outlined" sx={{ width: "100%", maxWidth: 640, px: { xs: 3, sm: 6 }, py: { xs: 5, sm: 7 } }}>
          <ErrorMessage
            type="Maintenance"
            title={title?.trim() || messages.maintenanceTitle}
            detail={body?.trim() || messages.maintenanceBody}
          />
        </Paper>
      </Box>
    </Box>
  );
}
