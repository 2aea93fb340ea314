import AddIcon from "@mui/icons-material/Add";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { adminMessages, type Role } from "@storyframe/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useAdminAccess } from "../adminAccess";
import { AdminPageHeading } from "../components/AdminPageHeading";
import { type AdminColumn, AdminTable } from "../components/AdminTable";
import { ConfirmDeleteDialog } from "../components/ConfirmDeleteDialog";
import { RowActions } from "../components/RowActions";
import { usePagedList } from "../components/usePagedList";
import { toast } from "../toasts";
import { useAdminClient } from "../useAdminClient";
import { RoleFormDialog } from "./RoleFormDialog";

const columns: AdminColumn<Role>[] = [
  {
    key: "name",
    header: "Name",
    sortable: true,
    width: "28%",
    render: (role) => (
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {role.name}
      </Typography>
    ),
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
  const access = useAdminAccess();
  const queryClient = useQueryClient();
  const list = usePagedList(["admin", "roles", "page"], (query, signal) =>
    client.getRolesPage(
      {
        ...(query.search ? { Name: query.search } : {}),
        orderBy: query.direction === "asc" ? "name" : "-name",
        offset: query.offset,
        limit: query.limit,
      },
      signal,
    ),
  );
  const [editing, setEditing] = useState<Role | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<Role | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  // Roles show up in the user and group lists too.
  const reload = () => queryClient.invalidateQueries({ queryKey: ["admin"] });
  const canUpdate = access.can("roles", "update");
  const canDelete = access.can("roles", "delete");

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      await client.deleteRole(deleting.id);
      toast.success(adminMessages.deletedEntity("Role"));
      await reload();
    } catch {
      toast.error(adminMessages.deleteFailed("Role"));
    } finally {
      setDeleteBusy(false);
      setDeleting(null);
    }
  };

  return (
    <>
      <AdminPageHeading
        title={adminMessages.manageRoles}
        description="Roles bundle the tags that open pages and actions. Users get roles directly or through groups."
      />
      <AdminTable
        title="Role List"
        columns={columns}
        rows={list.rows}
        total={list.total}
        rowKey={(role) => role.id}
        loading={list.loading}
        refreshing={list.refreshing}
        error={list.error}
        onRetry={list.retry}
        searchLabel="Search roles"
        {...list.gridProps}
        emptyText={list.gridProps.search.trim() ? `No roles match “${list.gridProps.search.trim()}”.` : "No roles yet."}
        primaryAction={
          access.can("roles", "create") ? (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => {
                setEditing(null);
                setFormOpen(true);
              }}
            >
              Add Role
            </Button>
          ) : null
        }
        {...(canUpdate || canDelete
          ? {
              actions: (role: Role) => (
                <RowActions
                  name={role.name}
                  onEdit={
                    canUpdate
                      ? () => {
                          setEditing(role);
                          setFormOpen(true);
                        }
                      : undefined
                  }
                  onDelete={canDelete ? () => setDeleting(role) : undefined}
                />
              ),
            }
          : {})}
      />
      <RoleFormDialog open={formOpen} role={editing} onClose={() => setFormOpen(false)} onSaved={() => void reload()} />
      <ConfirmDeleteDialog
        entity="Role"
        name={deleting?.name ?? null}
        busy={deleteBusy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}
