import ArrowDropDownIcon from "@mui/icons-material/ArrowDropDown";
import Breadcrumbs from "@mui/material/Breadcrumbs";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { lazy, useId, useState } from "react";
import { Link as RouterLink } from "react-router";
import { OnDemandPart } from "../OnDemandPart";
import type { Breadcrumb } from "../sideMenu/menuTree";

// The menu's code loads when it is first wanted, so the first download holds only the button.
const loadSiblingMenu = () => import("./SiblingMenu");
const SiblingMenu = lazy(() => loadSiblingMenu().then((module) => ({ default: module.SiblingMenu })));

/** The last crumb as a menu of its siblings, when it has two or more with a url. */
function SiblingCrumb({ crumb }: { crumb: Breadcrumb }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const menuId = useId();
  const open = anchor !== null;
  const prepare = () => void loadSiblingMenu().catch(() => undefined);
  return (
    <>
      <Button
        size="small"
        color="inherit"
        aria-current="page"
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? "true" : undefined}
        endIcon={<ArrowDropDownIcon />}
        onPointerEnter={prepare}
        onFocus={prepare}
        onClick={(event) => {
          setWanted(true);
          setAnchor(event.currentTarget);
        }}
        sx={{ px: 1, mx: -1, fontWeight: 600, color: "text.primary", "& .MuiButton-endIcon": { ml: 0.25 } }}
      >
        {crumb.title}
      </Button>
      {wanted ? (
        <OnDemandPart>
          <SiblingMenu id={menuId} crumb={crumb} anchor={anchor} onClose={() => setAnchor(null)} />
        </OnDemandPart>
      ) : null}
    </>
  );
}

/** Where the current page sits in the menu; the last crumb can switch to its siblings. */
export function NavBreadcrumbs({ crumbs }: { crumbs: Breadcrumb[] }) {
  if (crumbs.length === 0) return null;
  return (
    <Breadcrumbs aria-label="Breadcrumb" sx={{ minWidth: 0, "& .MuiBreadcrumbs-ol": { flexWrap: "nowrap" } }}>
      {crumbs.map((crumb, index) => {
        const last = index === crumbs.length - 1;
        if (last && crumb.children.length >= 2) return <SiblingCrumb key={crumb.id} crumb={crumb} />;
        if (last || !crumb.url) {
          return (
            <Typography
              key={crumb.id}
              noWrap
              {...(last ? { "aria-current": "page" as const } : {})}
              sx={{
                fontSize: "0.9375rem",
                fontWeight: last ? 600 : 400,
                color: last ? "text.primary" : "text.secondary",
              }}
            >
              {crumb.title}
            </Typography>
          );
        }
        return (
          <Link
            key={crumb.id}
            component={RouterLink}
            to={crumb.url}
            underline="hover"
            color="text.secondary"
            noWrap
            sx={{ fontSize: "0.9375rem" }}
          >
            {crumb.title}
          </Link>
        );
      })}
    </Breadcrumbs>
  );
}
