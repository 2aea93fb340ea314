import AddIcon from "@mui/icons-material/Add";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { adminMessages, type Role } from "@storyframe/core";
import { useAdminAccess } from "../adminAccess";
import { AdminListPage } from "../components/AdminListPage";
import type { AdminColumn } from "../components/AdminTable";
import { holdersOf } from "../components/holdersOf";
import { TruncatedText } from "../components/TruncatedText";
import { pageRequest, usePagedList } from "../components/usePagedList";
import { useAdminClient } from "../useAdminClient";
import { RoleFormDialog } from "./RoleFormDialog";

const columns: AdminColumn<Role>[] = [
  {
    key: "name",
    header: "Name",
    sortable: true,
    width: "28%",
    render: (role) => <TruncatedText text={role.name} strong />,
  },
  {
    key: "description",
    header: "Description",
    hideBelow: "sm",
    render: (role) => (
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        {role.description}
      </Typography>
    ),
  },
  {
    key: "assignable",
    header: "Assignable",
    width: 140,
    render: (role) =>
      role.isAssignable ? (
        <Chip label="Assignable" size="small" color="success" variant="outlined" />
      ) : (
        <Chip label="Not assignable" size="small" variant="outlined" />
      ),
  },
];

/** 'Manage Roles': the tenant's roles by name, with add, edit and delete as the tags allow. */
export function RolesPage() {
  const client = useAdminClient();
  const canReadUsers = useAdminAccess().can("users", "read");
  const list = usePagedList(["admin", "roles", "page"], (query, signal) =>
    client.getRolesPage(pageRequest(query, "Name"), signal),
  );
  return (
    <AdminListPage
      area="roles"
      entity="Role"
      heading={adminMessages.manageRoles}
      description="Roles bundle the tags that open pages and actions. Users get roles directly or through groups."
      tableTitle="Role List"
      plural="roles"
      emptyText="No roles yet."
      addLabel="Add Role"
      addIcon={<AddIcon />}
      columns={columns}
      list={list}
      // Roles show up in the user and group lists too.
      reloadKey={["admin"]}
      remove={(id) => client.deleteRole(id)}
      holders={canReadUsers ? (role, signal) => holdersOf(client, { Role: role.id }, signal) : undefined}
      form={(dialog) => (
        <RoleFormDialog open={dialog.open} role={dialog.editing} onClose={dialog.onClose} onSaved={dialog.onSaved} />
      )}
    />
  );
}
