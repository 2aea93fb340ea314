import Box from "@mui/material/Box";
import { ThemeProvider, useTheme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";
import { messages, TAGS } from "@storyframe/core";
import { lazy, Suspense, useEffect } from "react";
import { useLocation } from "react-router";
import { AppRoutes } from "../app/router";
import { useAppStore } from "../app/store";
import { useSession } from "../auth/useSession";
import { DebuggerHost } from "../debugger/DebuggerHost";
import { reportRenderError } from "../diagnostics/installDiagnostics";
import { readViewerQueryFlags } from "../storyline/viewerQueryFlags";
import { NavBar } from "./navBar/NavBar";
import { OnDemandPart } from "./OnDemandPart";
import { PageErrorPanel } from "./PageErrorPanel";
import { usePageHeaderStore } from "./pageHeader";
import { RouteErrorBoundary } from "./RouteErrorBoundary";
import { RouteLoading } from "./RouteLoading";
import { useShellStore } from "./shellStore";
import { menuIsPinned, menuPlacement, overlayDimsPage } from "./sideMenu/menuMode";
import { SideMenuSlot } from "./sideMenu/SideMenuSlot";
import { useMenuModel } from "./sideMenu/useMenuModel";
import { useTenantTheme } from "./tenantTheme";
import { useFailureNotice } from "./useFailureNotice";

// Only developers may show another branch than the tenant's (decision 063), so only they download the banner.
const BranchBanner = lazy(() => import("./BranchBanner").then((module) => ({ default: module.BranchBanner })));

interface AppLayoutProps {
  tenantName: string;
  logoUrl: string | null;
}

/**
 * The browser tab's title: the page's, then the tenant's. Its own component, so a new page title (every frame
 * of a storyline has one) renders only this, not the whole shell.
 */
function DocumentTitle({ tenantName }: { tenantName: string }): null {
  const pageTitle = usePageHeaderStore((state) => state.header?.title);
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${tenantName}` : tenantName;
  }, [pageTitle, tenantName]);
  return null;
}

/**
 * The shell around every page: the navigation bar, the side menu (pinned beside the page, or floating over it
 * when unpinned or on a narrow screen; unpinned by default on storyline pages, whose frames need the width) and
 * the routed page with its error panel.
 */
export function AppLayout({ tenantName, logoUrl }: AppLayoutProps) {
  const { pathname, search } = useLocation();
  // Viewer query flags (platform-shell §2): an export or hideTitleBar=1 shows the page without the navigation bar.
  const viewerFlags = readViewerQueryFlags(search);
  const showNavBar = !viewerFlags.hideTitleBar && !viewerFlags.isExport;
  const pageError = useAppStore((state) => state.errors.page);
  const isDeveloper = useSession()?.effectiveTags.includes(TAGS.developerTools) ?? false;
  const setPageError = useAppStore((state) => state.setPageError);
  const settings = useAppStore((state) => state.settings);
  const pinnedOpen = useShellStore((state) => state.menuIsExpanded);
  const setPinnedOpen = useShellStore((state) => state.setMenuExpanded);
  const floatingOpen = useShellStore((state) => state.floatingMenuOpen);
  const setFloatingOpen = useShellStore((state) => state.setFloatingMenuOpen);
  const pinChoice = useShellStore((state) => state.pinChoice);
  const setBreadcrumbStack = useShellStore((state) => state.setBreadcrumbStack);
  const narrow = useMediaQuery(useTheme().breakpoints.down("md"));
  const pinned = menuIsPinned(pinChoice, pathname);
  const floating = menuPlacement(pinned, narrow) === "overlay";
  const dims = overlayDimsPage(pathname);
  const menuOpen = floating ? floatingOpen : pinnedOpen;
  const setMenuOpen = floating ? setFloatingOpen : setPinnedOpen;
  const theme = useTenantTheme(settings?.coreApiUrl, settings?.domainName);
  const model = useMenuModel();
  useFailureNotice(model.error, messages.menuLoadFailed);

  useEffect(() => setBreadcrumbStack(model.breadcrumbs), [model.breadcrumbs, setBreadcrumbStack]);

  const closeMenu = () => setMenuOpen(false);

  return (
    <ThemeProvider theme={theme}>
      <DocumentTitle tenantName={tenantName} />
      <Box sx={{ height: "100vh", display: "flex", flexDirection: "column", bgcolor: "background.default" }}>
        {showNavBar ? (
          <NavBar
            tenantName={tenantName}
            logoUrl={logoUrl}
            breadcrumbs={model.breadcrumbs}
            menuOpen={menuOpen}
            onToggleMenu={() => setMenuOpen(!menuOpen)}
          />
        ) : null}
        {showNavBar && isDeveloper ? (
          <OnDemandPart>
            <BranchBanner />
          </OnDemandPart>
        ) : null}
        <Box sx={{ flex: 1, minHeight: 0, display: "flex", position: "relative" }}>
          {menuOpen && !floating ? (
            <SideMenuSlot model={model} floating={false} pinned canPin onClose={closeMenu} />
          ) : null}
          {menuOpen && floating ? (
            <>
              {dims ? (
                <Box
                  data-testid="side-menu-backdrop"
                  onClick={closeMenu}
                  sx={{ position: "absolute", inset: 0, zIndex: 2, bgcolor: "rgba(15, 23, 42, 0.24)" }}
                />
              ) : null}
              <Box
                sx={{
                  position: "absolute",
                  top: 0,
                  bottom: 0,
                  left: 0,
                  zIndex: 3,
                  maxWidth: "100%",
                  boxShadow: "0 12px 32px rgba(15, 23, 42, 0.18)",
                  display: "flex",
                }}
              >
                <SideMenuSlot model={model} floating pinned={false} canPin={!narrow} onClose={closeMenu} />
              </Box>
            </>
          ) : null}
          <Box
            component="main"
            // Over a storyline the menu gives way as soon as the user turns to the frame.
            onPointerDownCapture={menuOpen && floating && !dims ? closeMenu : undefined}
            sx={{ flex: 1, minWidth: 0, overflowY: "auto" }}
          >
            <Box sx={{ px: { xs: 2, sm: 3, md: 4 }, py: { xs: 3, md: 4 } }}>
              {pageError ? (
                <Box sx={{ maxWidth: 1100, mx: "auto" }}>
                  <PageErrorPanel error={pageError} />
                </Box>
              ) : null}
              <RouteErrorBoundary
                key={pathname}
                onError={setPageError}
                onCaught={reportRenderError}
                onLeave={() => setPageError(null)}
              >
                <Suspense fallback={<RouteLoading />}>
                  <AppRoutes />
                </Suspense>
              </RouteErrorBoundary>
            </Box>
          </Box>
        </Box>
      </Box>
      <DebuggerHost />
    </ThemeProvider>
  );
}
