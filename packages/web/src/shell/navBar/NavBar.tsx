import MenuIcon from "@mui/icons-material/Menu";
import MenuOpenIcon from "@mui/icons-material/MenuOpen";
import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import { TAGS } from "@storyframe/core";
import { lazy } from "react";
import { useSession } from "../../auth/useSession";
import { InFlightIndicator } from "../InFlightIndicator";
import { OnDemandPart } from "../OnDemandPart";
import { usePageHeaderStore } from "../pageHeader";
import type { Breadcrumb } from "../sideMenu/menuTree";
import { preloadSideMenu, SIDE_MENU_ID } from "../sideMenu/SideMenuSlot";
import { TenantBrand } from "../TenantBrand";
import { UserMenu } from "../UserMenu";
import { NavBreadcrumbs } from "./NavBreadcrumbs";
import { RequestAssistance } from "./RequestAssistance";

// Developers' chrome: only they download it.
const BranchSelector = lazy(() => import("./BranchSelector").then((module) => ({ default: module.BranchSelector })));

const NAV_BAR_HEIGHT = 64;

interface NavBarProps {
  tenantName: string;
  logoUrl: string | null;
  breadcrumbs: Breadcrumb[];
  menuOpen: boolean;
  onToggleMenu: () => void;
}

/**
 * The navigation bar: menu button, tenant, breadcrumbs and page title, the page's actions, request
 * assistance, the branch selector (developers), the activity spinner and the user's avatar.
 */
export function NavBar({ tenantName, logoUrl, breadcrumbs, menuOpen, onToggleMenu }: NavBarProps) {
  const session = useSession();
  const isDeveloper = session?.effectiveTags.includes(TAGS.developerTools) ?? false;

  return (
    <AppBar position="sticky" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar
        disableGutters
        sx={{ minHeight: { xs: NAV_BAR_HEIGHT }, gap: { xs: 1, sm: 1.5 }, px: { xs: 1, sm: 1.5 } }}
      >
        <IconButton
          aria-label={menuOpen ? "Close menu" : "Open menu"}
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? SIDE_MENU_ID : undefined}
          onClick={onToggleMenu}
          // The menu's code loads on first opening: a pointer or the focus on its way to the button starts it.
          onPointerEnter={preloadSideMenu}
          onFocus={preloadSideMenu}
          sx={{ color: "text.secondary" }}
        >
          {menuOpen ? <MenuOpenIcon /> : <MenuIcon />}
        </IconButton>
        <TenantBrand tenantName={tenantName} logoUrl={logoUrl} />
        <NavTitle breadcrumbs={breadcrumbs} />
        <Box sx={{ flex: 1 }} />
        <InFlightIndicator />
        <PageActions />
        <RequestAssistance />
        {isDeveloper ? (
          <OnDemandPart>
            <BranchSelector />
          </OnDemandPart>
        ) : null}
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}

/**
 * The breadcrumbs and the page's title. The page header is read here and in {@link PageActions}, not by the bar:
 * a new title (every frame of a storyline has one) renders these, not the whole bar.
 */
function NavTitle({ breadcrumbs }: { breadcrumbs: Breadcrumb[] }) {
  const headerTitle = usePageHeaderStore((state) => state.header?.title);
  const lastCrumb = breadcrumbs[breadcrumbs.length - 1]?.title;
  const title = headerTitle && headerTitle !== lastCrumb ? headerTitle : null;
  return (
    <>
      {breadcrumbs.length > 0 || title ? (
        <Divider orientation="vertical" flexItem sx={{ my: 2, mx: 0.5, display: { xs: "none", md: "block" } }} />
      ) : null}
      <Box
        data-testid="nav-title"
        sx={{ display: { xs: "none", md: "flex" }, alignItems: "center", gap: 1.5, minWidth: 0, flexShrink: 1 }}
      >
        <NavBreadcrumbs crumbs={breadcrumbs} />
        {title ? (
          <Typography component="div" noWrap sx={{ fontWeight: 600, fontSize: "0.9375rem", minWidth: 0 }}>
            {breadcrumbs.length > 0 ? (
              <Box component="span" aria-hidden="true" sx={{ color: "text.disabled", mr: 1.5 }}>
                ·
              </Box>
            ) : null}
            {title}
          </Typography>
        ) : null}
      </Box>
    </>
  );
}

/** The page's own actions (a storyline's Share and Schedule), beside the bar's. */
function PageActions() {
  const actions = usePageHeaderStore((state) => state.header?.actions);
  return actions ? <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>{actions}</Box> : null;
}
