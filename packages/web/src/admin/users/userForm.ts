import { adminMessages } from "@storyframe/core";
import { z } from "zod";

export interface UserFormValues {
  name: string;
  emailAddress: string;
  roles: string[];
  groups: string[];
  sendWelcomeEmail: boolean;
}

export const emptyUserForm: UserFormValues = {
  name: "",
  emailAddress: "",
  roles: [],
  groups: [],
  sendWelcomeEmail: true,
};

/** Comma-separated entries, trimmed, without empty ones. */
export function splitList(text: string): string[] {
  return text
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "");
}

const required = z.string().trim().min(1, adminMessages.fieldRequired);
const emailCheck = z.email();

/**
 * The user form's rules (platform-shell §5): name and e-mail required; when
 * creating, several users may be entered at once as comma-separated names and
 * e-mail addresses, whose counts must match.
 */
export function userFormSchema(mode: "create" | "edit") {
  return z
    .object({
      name: required,
      emailAddress: required,
      roles: z.array(z.string()),
      groups: z.array(z.string()),
      sendWelcomeEmail: z.boolean(),
    })
    .superRefine((values, context) => {
      const names = mode === "create" ? splitList(values.name) : [values.name.trim()];
      const emails = mode === "create" ? splitList(values.emailAddress) : [values.emailAddress.trim()];
      if (names.length === 0 || emails.length === 0) return;
      if (names.length !== emails.length) {
        context.addIssue({ code: "custom", path: ["name"], message: adminMessages.bulkLengthMismatch });
        return;
      }
      const invalid = emails.filter((email) => !emailCheck.safeParse(email).success);
      if (invalid.length > 0) {
        const message =
          emails.length === 1 ? adminMessages.invalidEmail : `Not a valid e-mail address: ${invalid.join(", ")}`;
        context.addIssue({ code: "custom", path: ["emailAddress"], message });
      }
    });
}

/** The users a create form stands for: one per name/e-mail pair. */
export function usersOfForm(values: UserFormValues): { name: string; emailAddress: string }[] {
  const names = splitList(values.name);
  const emails = splitList(values.emailAddress);
  return names.map((name, index) => ({ name, emailAddress: emails[index] ?? "" }));
}
