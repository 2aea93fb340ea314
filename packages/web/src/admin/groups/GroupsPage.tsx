import AddIcon from "@mui/icons-material/Add";
import Typography from "@mui/material/Typography";
import { adminMessages, type Group } from "@storyframe/core";
import { useAdminAccess } from "../adminAccess";
import { AdminListPage } from "../components/AdminListPage";
import type { AdminColumn } from "../components/AdminTable";
import { ChipList } from "../components/ChipList";
import { holdersOf } from "../components/holdersOf";
import { TruncatedText } from "../components/TruncatedText";
import { useRoleLookups } from "../components/useLookups";
import { pageRequest, usePagedList } from "../components/usePagedList";
import { useAdminClient } from "../useAdminClient";
import { GroupFormDialog } from "./GroupFormDialog";

/** 'Manage Groups': the tenant's groups with their roles, with add, edit and delete as the tags allow. */
export function GroupsPage() {
  const client = useAdminClient();
  const access = useAdminAccess();
  const canReadRoles = access.can("roles", "read");
  const canReadUsers = access.can("users", "read");
  const roles = useRoleLookups(canReadRoles);
  const roleNames = new Map((roles.data ?? []).map((role) => [role.value, role.label]));
  const list = usePagedList(["admin", "groups", "page"], (query, signal) =>
    client.getGroupsPage(pageRequest(query, "Name"), signal),
  );

  const columns: AdminColumn<Group>[] = [
    {
      key: "name",
      header: "Name",
      sortable: true,
      width: "30%",
      render: (group) => (
        <>
          <TruncatedText text={group.name} strong />
          <Typography variant="caption" sx={{ color: "text.secondary" }}>
            {group.description}
          </Typography>
        </>
      ),
    },
    {
      key: "roles",
      header: "Roles",
      render: (group) =>
        canReadRoles ? (
          <ChipList names={group.roles.map((id) => roleNames.get(id) ?? "…")} max={5} />
        ) : (
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            {group.roles.length === 1 ? "1 role" : `${group.roles.length} roles`}
          </Typography>
        ),
    },
  ];

  return (
    <AdminListPage
      area="groups"
      entity="Group"
      heading={adminMessages.manageGroups}
      description="Groups give their members roles together, for teams that need the same access."
      tableTitle="Group List"
      plural="groups"
      emptyText="No groups yet. A group gives its members the same roles."
      addLabel="Add Group"
      addIcon={<AddIcon />}
      columns={columns}
      list={list}
      reloadKey={["admin"]}
      remove={(id) => client.deleteGroup(id)}
      holders={canReadUsers ? (group, signal) => holdersOf(client, { Group: group.id }, signal) : undefined}
      form={(dialog) => (
        <GroupFormDialog open={dialog.open} group={dialog.editing} onClose={dialog.onClose} onSaved={dialog.onSaved} />
      )}
    />
  );
}
