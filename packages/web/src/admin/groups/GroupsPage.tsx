import AddIcon from "@mui/icons-material/Add";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { adminMessages, type Group } from "@storyframe/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useAdminAccess } from "../adminAccess";
import { AdminPageHeading } from "../components/AdminPageHeading";
import { type AdminColumn, AdminTable } from "../components/AdminTable";
import { ChipList } from "../components/ChipList";
import { ConfirmDeleteDialog } from "../components/ConfirmDeleteDialog";
import { RowActions } from "../components/RowActions";
import { usePagedList } from "../components/usePagedList";
import { toast } from "../toasts";
import { useAdminClient } from "../useAdminClient";
import { GroupFormDialog } from "./GroupFormDialog";

/** 'Manage Groups': the tenant's groups with their roles, with add, edit and delete as the tags allow. */
export function GroupsPage() {
  const client = useAdminClient();
  const access = useAdminAccess();
  const queryClient = useQueryClient();
  const canReadRoles = access.can("roles", "read");
  const roles = useQuery({
    queryKey: ["admin", "roles", "lookups"],
    queryFn: () => client.getRoleLookups(),
    enabled: canReadRoles,
  });
  const roleNames = new Map((roles.data ?? []).map((role) => [role.value, role.label]));
  const list = usePagedList(["admin", "groups", "page"], (query, signal) =>
    client.getGroupsPage(
      {
        ...(query.search ? { Name: query.search } : {}),
        orderBy: query.direction === "asc" ? "name" : "-name",
        offset: query.offset,
        limit: query.limit,
      },
      signal,
    ),
  );
  const [editing, setEditing] = useState<Group | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<Group | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const reload = () => queryClient.invalidateQueries({ queryKey: ["admin"] });
  const canUpdate = access.can("groups", "update");
  const canDelete = access.can("groups", "delete");

  const columns: AdminColumn<Group>[] = [
    {
      key: "name",
      header: "Name",
      sortable: true,
      width: "30%",
      render: (group) => (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {group.name}
          </Typography>
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

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      await client.deleteGroup(deleting.id);
      toast.success(adminMessages.deletedEntity("Group"));
      await reload();
    } catch {
      toast.error(adminMessages.deleteFailed("Group"));
    } finally {
      setDeleteBusy(false);
      setDeleting(null);
    }
  };

  return (
    <>
      <AdminPageHeading
        title={adminMessages.manageGroups}
        description="Groups give their members roles together, for teams that need the same access."
      />
      <AdminTable
        title="Group List"
        columns={columns}
        rows={list.rows}
        total={list.total}
        rowKey={(group) => group.id}
        loading={list.loading}
        refreshing={list.refreshing}
        error={list.error}
        onRetry={list.retry}
        searchLabel="Search groups"
        {...list.gridProps}
        emptyText={
          list.gridProps.search.trim()
            ? `No groups match “${list.gridProps.search.trim()}”.`
            : "No groups yet. A group gives its members the same roles."
        }
        primaryAction={
          access.can("groups", "create") ? (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => {
                setEditing(null);
                setFormOpen(true);
              }}
            >
              Add Group
            </Button>
          ) : null
        }
        {...(canUpdate || canDelete
          ? {
              actions: (group: Group) => (
                <RowActions
                  name={group.name}
                  onEdit={
                    canUpdate
                      ? () => {
                          setEditing(group);
                          setFormOpen(true);
                        }
                      : undefined
                  }
                  onDelete={canDelete ? () => setDeleting(group) : undefined}
                />
              ),
            }
          : {})}
      />
      <GroupFormDialog
        open={formOpen}
        group={editing}
        onClose={() => setFormOpen(false)}
        onSaved={() => void reload()}
      />
      <ConfirmDeleteDialog
        entity="Group"
        name={deleting?.name ?? null}
        busy={deleteBusy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}
