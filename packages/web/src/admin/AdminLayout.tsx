import AdminPanelSettingsOutlinedIcon from "@mui/icons-material/AdminPanelSettingsOutlined";
import Box from "@mui/material/Box";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import Typography from "@mui/material/Typography";
import { Outlet, Link as RouterLink, useLocation } from "react-router";
import type { AdminArea } from "./adminAccess";

const labels: Record<AdminArea, string> = {
  users: "Users",
  roles: "Roles",
  groups: "Groups",
  "service-accounts": "Service accounts",
  schedules: "Schedules",
};

/** The frame of the admin pages: the area's name and a tab per list the user may read. */
export function AdminLayout({ areas }: { areas: readonly AdminArea[] }) {
  const { pathname } = useLocation();
  const current = areas.find((area) => pathname.startsWith(`/admin/${area}`)) ?? false;
  return (
    <Box>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, color: "text.secondary", mb: 1 }}>
        <AdminPanelSettingsOutlinedIcon fontSize="small" />
        <Typography variant="overline" sx={{ letterSpacing: "0.08em", lineHeight: 1.5 }}>
          Administration
        </Typography>
      </Box>
      <Tabs
        value={current}
        aria-label="Administration"
        sx={{ mb: 3, borderBottom: 1, borderColor: "divider", minHeight: 44 }}
      >
        {areas.map((area) => (
          <Tab
            key={area}
            value={area}
            label={labels[area]}
            component={RouterLink}
            to={`/admin/${area}`}
            sx={{ minHeight: 44, px: 2.5 }}
          />
        ))}
      </Tabs>
      <Outlet />
    </Box>
  );
}
