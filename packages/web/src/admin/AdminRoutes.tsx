import { lazy, type ReactNode } from "react";
import { Navigate, Route, Routes } from "react-router";
import { TenantSchedulesPage } from "../schedules/TenantSchedulesPage";
import { NotFoundPage } from "../shell/NotFoundPage";
import { AdminAccessDenied } from "./AdminAccessDenied";
import { AdminLayout } from "./AdminLayout";
import { type AdminArea, useAdminAccess } from "./adminAccess";
import { GroupsPage } from "./groups/GroupsPage";
import { RolesPage } from "./roles/RolesPage";
import { ServiceAccountsPage } from "./serviceAccounts/ServiceAccountsPage";
import { UsersPage } from "./users/UsersPage";

const StorylinePage = lazy(() =>
  import("../storyline/StorylinePage").then((module) => ({ default: module.StorylinePage })),
);

/**
 * Everything under /admin (platform-shell §2): open to users with any of
 * users::read, roles::read, groups::read; each list needs its own read tag.
 * The index goes to the users list, or to the first list the user may read. A storyline can be shown
 * inside the admin layout at /admin/storylines/{id}.
 */
export function AdminRoutes() {
  const access = useAdminAccess();
  if (access.readable.length === 0) return <AdminAccessDenied />;
  const gated = (area: AdminArea, page: ReactNode) => (access.can(area, "read") ? page : <AdminAccessDenied />);
  return (
    <Routes>
      <Route element={<AdminLayout areas={access.readable} />}>
        <Route index element={<Navigate replace to={`/admin/${access.readable[0] ?? "users"}`} />} />
        <Route path="users" element={gated("users", <UsersPage />)} />
        <Route path="roles" element={gated("roles", <RolesPage />)} />
        <Route path="groups" element={gated("groups", <GroupsPage />)} />
        <Route path="service-accounts" element={gated("service-accounts", <ServiceAccountsPage />)} />
        <Route path="schedules" element={gated("schedules", <TenantSchedulesPage />)} />
        <Route path="storylines/:storyline" element={<StorylinePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
