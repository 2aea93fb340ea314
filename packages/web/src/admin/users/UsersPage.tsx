import PersonAddAlt1OutlinedIcon from "@mui/icons-material/PersonAddAlt1Outlined";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { adminMessages } from "@storyframe/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { AdminUserVerbose } from "../../api/adminClient";
import { useAdminAccess } from "../adminAccess";
import { AdminPageHeading } from "../components/AdminPageHeading";
import { type AdminColumn, AdminTable } from "../components/AdminTable";
import { ChipList } from "../components/ChipList";
import { ConfirmDeleteDialog } from "../components/ConfirmDeleteDialog";
import { RowActions } from "../components/RowActions";
import { usePagedList } from "../components/usePagedList";
import { toast } from "../toasts";
import { useAdminClient } from "../useAdminClient";
import { UserFormDialog } from "./UserFormDialog";

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join("");

const columns: AdminColumn<AdminUserVerbose>[] = [
  {
    key: "name",
    header: "Name",
    sortable: true,
    width: "26%",
    render: (user) => (
      <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, minWidth: 0 }}>
        <Avatar sx={{ width: 32, height: 32, fontSize: 13, bgcolor: "primary.light" }}>{initials(user.name)}</Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
            {user.name}
          </Typography>
          {user.status === "invited" ? (
            <Chip label="Invited" size="small" color="warning" variant="outlined" sx={{ height: 18, fontSize: 11 }} />
          ) : null}
        </Box>
      </Box>
    ),
  },
  {
    key: "email",
    header: "Email",
    width: "26%",
    render: (user) => (
      <Typography variant="body2" noWrap title={user.emailAddress} sx={{ color: "text.secondary", maxWidth: 300 }}>
        {user.emailAddress}
      </Typography>
    ),
  },
  { key: "roles", header: "Roles", render: (user) => <ChipList names={user.roleDetails.map((role) => role.name)} /> },
  {
    key: "groups",
    header: "Groups",
    hideBelow: "md",
    render: (user) => <ChipList names={user.groupDetails.map((group) => group.name)} />,
  },
];

/** 'Manage Users': the users of the tenant, paged on the server, with add, edit and delete as the tags allow. */
export function UsersPage() {
  const client = useAdminClient();
  const access = useAdminAccess();
  const queryClient = useQueryClient();
  const list = usePagedList(["admin", "users"], (query, signal) =>
    client.getUsersVerbosePage(
      {
        ...(query.search ? { search: query.search } : {}),
        orderBy: query.direction === "asc" ? "name" : "-name",
        offset: query.offset,
        limit: query.limit,
      },
      signal,
    ),
  );
  const [editing, setEditing] = useState<AdminUserVerbose | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<AdminUserVerbose | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const reload = () => queryClient.invalidateQueries({ queryKey: ["admin", "users"] });

  const canUpdate = access.can("users", "update");
  const canDelete = access.can("users", "delete");
  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      await client.deleteUser(deleting.id);
      toast.success(adminMessages.deletedEntity("User"));
      await reload();
    } catch {
      toast.error(adminMessages.deleteFailed("User"));
    } finally {
      setDeleteBusy(false);
      setDeleting(null);
    }
  };

  return (
    <>
      <AdminPageHeading
        title={adminMessages.manageUsers}
        description="People who can sign in to this site, and the roles and groups that decide what they may do."
      />
      <AdminTable
        title={adminMessages.userList}
        columns={columns}
        rows={list.rows}
        total={list.total}
        rowKey={(user) => user.id}
        loading={list.loading}
        refreshing={list.refreshing}
        error={list.error}
        onRetry={list.retry}
        searchLabel="Search users"
        {...list.gridProps}
        emptyText={
          list.gridProps.search.trim()
            ? `No users match “${list.gridProps.search.trim()}”.`
            : "No users yet. Add the first with 'Add User'."
        }
        primaryAction={
          access.can("users", "create") ? (
            <Button
              variant="contained"
              startIcon={<PersonAddAlt1OutlinedIcon />}
              onClick={() => {
                setEditing(null);
                setFormOpen(true);
              }}
            >
              {adminMessages.addUser}
            </Button>
          ) : null
        }
        {...(canUpdate || canDelete
          ? {
              actions: (user: AdminUserVerbose) => (
                <RowActions
                  name={user.name}
                  onEdit={
                    canUpdate
                      ? () => {
                          setEditing(user);
                          setFormOpen(true);
                        }
                      : undefined
                  }
                  onDelete={canDelete ? () => setDeleting(user) : undefined}
                />
              ),
            }
          : {})}
      />
      <UserFormDialog open={formOpen} user={editing} onClose={() => setFormOpen(false)} onSaved={() => void reload()} />
      <ConfirmDeleteDialog
        entity="User"
        name={deleting?.name ?? null}
        busy={deleteBusy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}
