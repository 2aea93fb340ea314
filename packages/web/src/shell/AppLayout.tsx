import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import Toolbar from "@mui/material/Toolbar";
import { Suspense } from "react";
import { useLocation } from "react-router";
import { AppRoutes } from "../app/router";
import { useAppStore } from "../app/store";
import { InFlightIndicator } from "./InFlightIndicator";
import { PageErrorPanel } from "./PageErrorPanel";
import { RouteErrorBoundary } from "./RouteErrorBoundary";
import { RouteLoading } from "./RouteLoading";
import { TenantBrand } from "./TenantBrand";
import { UserMenu } from "./UserMenu";

interface AppLayoutProps {
  tenantName: string;
  logoUrl: string | null;
}

/** The shell around every page: the app bar (tenant, user menu, activity bar) and the routed content. */
export function AppLayout({ tenantName, logoUrl }: AppLayoutProps) {
  const { pathname } = useLocation();
  const pageError = useAppStore((state) => state.errors.page);
  const setPageError = useAppStore((state) => state.setPageError);

  return (
    <Box sx={{ minHeight: "100vh", display: "flex", flexDirection: "column", bgcolor: "background.default" }}>
      <AppBar position="sticky">
        <Toolbar sx={{ minHeight: { xs: 60, sm: 64 }, gap: 2 }}>
          <TenantBrand tenantName={tenantName} logoUrl={logoUrl} />
          <Box sx={{ flex: 1 }} />
          <UserMenu />
        </Toolbar>
        <InFlightIndicator />
      </AppBar>
      <Box
        component="main"
        sx={{
          flex: 1,
          width: "100%",
          maxWidth: 1200,
          mx: "auto",
          px: { xs: 2, sm: 3, md: 4 },
          py: { xs: 3, md: 5 },
        }}
      >
        {pageError ? <PageErrorPanel error={pageError} /> : null}
        <RouteErrorBoundary key={pathname} onError={setPageError} onLeave={() => setPageError(null)}>
          <Suspense fallback={<RouteLoading />}>
            <AppRoutes />
          </Suspense>
        </RouteErrorBoundary>
      </Box>
    </Box>
  );
}
