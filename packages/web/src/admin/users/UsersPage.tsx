import PersonAddAlt1OutlinedIcon from "@mui/icons-material/PersonAddAlt1Outlined";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import { adminMessages, adminServerMessages } from "@storyframe/core";
import type { AdminUserVerbose } from "../../api/adminClient";
import { useSession } from "../../auth/useSession";
import { AdminListPage } from "../components/AdminListPage";
import type { AdminColumn } from "../components/AdminTable";
import { ChipList } from "../components/ChipList";
import { TruncatedText } from "../components/TruncatedText";
import { pageRequest, usePagedList } from "../components/usePagedList";
import { useAdminClient } from "../useAdminClient";
import { UserFormDialog } from "./UserFormDialog";

// A darker amber than the theme's warning colour, so the small label keeps 4.5:1 contrast.
const invitedChipStyle = { height: 18, fontSize: 11, color: "#8c4a00", borderColor: "#c77700" } as const;

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
        <Avatar sx={{ width: 32, height: 32, fontSize: 13, bgcolor: "primary.main" }}>{initials(user.name)}</Avatar>
        <Box sx={{ minWidth: 0 }}>
          <TruncatedText text={user.name} strong />
          {user.status === "invited" ? (
            <Chip label="Invited" size="small" variant="outlined" sx={invitedChipStyle} />
          ) : null}
        </Box>
      </Box>
    ),
  },
  {
    key: "email",
    header: "Email",
    width: "26%",
    render: (user) => <TruncatedText text={user.emailAddress} color="text.secondary" />,
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
  const ownId = useSession()?.userId ?? null;
  const list = usePagedList(["admin", "users"], (query, signal) =>
    client.getUsersVerbosePage(pageRequest(query, "search"), signal),
  );
  return (
    <AdminListPage
      area="users"
      entity="User"
      heading={adminMessages.manageUsers}
      description="People who can sign in to this site, and the roles and groups that decide what they may do."
      tableTitle={adminMessages.userList}
      plural="users"
      emptyText="No users yet. Add the first with 'Add User'."
      addLabel={adminMessages.addUser}
      addIcon={<PersonAddAlt1OutlinedIcon />}
      columns={columns}
      list={list}
      reloadKey={["admin", "users"]}
      remove={(id) => client.deleteUser(id)}
      undeletable={(user) => (user.id === ownId ? adminServerMessages.cannotDeleteSelf : null)}
      form={(dialog) => (
        <UserFormDialog open={dialog.open} user={dialog.editing} onClose={dialog.onClose} onSaved={dialog.onSaved} />
      )}
    />
  );
}
