/** Texts of the administration pages (platform-shell §2, §5, §8); tests assert them literally. */
export const adminMessages = {
  fieldRequired: "This field is required.",
  /** One invalid e-mail address; the same text from the API, the CLI and the admin form. */
  invalidEmail: "Enter a valid e-mail address.",
  // Two spaces after the first sentence, as the spec writes it.
  bulkLengthMismatch: "Length of names and email addresses do not match.  Please double-check both.",
  welcomeEmailNote: "A welcome email will be sent to this user, containing instructions for login/registration.",
  created: (name: string) => `${name} has been created successfully.`,
  notCreated: (name: string, response: string) => `${name} was not created successfully - ${response}`,
  savedEntity: (entity: AdminEntity, change: "created" | "updated") => `${entity} has been ${change} successfully.`,
  deletedEntity: (entity: AdminEntity) => `${entity} deleted successfully.`,
  deleteFailed: (entity: AdminEntity) => `Unable to delete ${entity.toLowerCase()}.  Please try again.`,
  deleteTitle: (entity: AdminEntity) => `Delete ${entity}?`,
  deleteQuestion: (name: string) => `Are you sure you want to delete ${name}?`,
  /** Before a role or group that users hold is deleted: how many lose it (the names follow). */
  holdersWarning: (entity: "Role" | "Group", total: number) =>
    `${total} ${total === 1 ? "user holds" : "users hold"} this ${entity.toLowerCase()} and will lose it:`,
  moreHolders: (count: number) => `and ${count} more`,
  manageUsers: "Manage Users",
  manageRoles: "Manage Roles",
  manageGroups: "Manage Groups",
  userList: "User List",
  addUser: "Add User",
} as const;

export type AdminEntity = "User" | "Role" | "Group";

/** Server texts of the admin API's refusals. */
export const adminServerMessages = {
  nameTaken: (entity: "role" | "group") => `A ${entity} with this name already exists.`,
  emailTaken: "A user with this e-mail address already exists.",
  nameImmutable: "The name cannot be changed after creation.",
  unknownRoles: (ids: readonly string[]) => `Unknown role: ${ids.join(", ")}.`,
  unknownGroups: (ids: readonly string[]) => `Unknown group: ${ids.join(", ")}.`,
  notAssignable: (names: readonly string[]) => `This role cannot be assigned to users: ${names.join(", ")}.`,
  cannotDeleteSelf: "You cannot delete your own account.",
  cannotLockOut: (tags: readonly string[]) =>
    `This change would take ${tags.join(" and ")} away from you. Ask another administrator to make it.`,
  cannotGrant: (tags: readonly string[]) => `You can only grant platform tags you hold yourself: ${tags.join(", ")}.`,
  otherTenant: "This token belongs to another tenant.",
} as const;
