import { adminMessages, userCreateSchema } from "@storyframe/core";
import { describe, expect, it } from "vitest";
import { emptyUserForm, splitList, userFormSchema, usersOfForm } from "./userForm";

const errorsOf = (mode: "create" | "edit", values: Partial<typeof emptyUserForm>) => {
  const result = userFormSchema(mode).safeParse({ ...emptyUserForm, ...values });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe("user form rules", () => {
  it("requires name and e-mail address", () => {
    expect(errorsOf("create", { name: " ", emailAddress: "" })).toEqual({
      name: adminMessages.fieldRequired,
      emailAddress: adminMessages.fieldRequired,
    });
  });

  it("takes several users at once when the counts match", () => {
    expect(errorsOf("create", { name: "Ann, Bob ,Cy", emailAddress: "a@x.test,b@x.test, c@x.test" })).toEqual({});
    expect(usersOfForm({ ...emptyUserForm, name: "Ann, Bob", emailAddress: "a@x.test, b@x.test" })).toEqual([
      { name: "Ann", emailAddress: "a@x.test" },
      { name: "Bob", emailAddress: "b@x.test" },
    ]);
  });

  it("says the counts do not match, with the spec's two spaces", () => {
    expect(errorsOf("create", { name: "Ann, Bob", emailAddress: "a@x.test" })).toEqual({
      name: "Length of names and email addresses do not match.  Please double-check both.",
    });
  });

  it("names the malformed addresses", () => {
    expect(errorsOf("create", { name: "Ann, Bob", emailAddress: "a@x.test, nope" })).toEqual({
      emailAddress: "Not a valid e-mail address: nope",
    });
    expect(errorsOf("edit", { name: "Doe, Jane", emailAddress: "nope" })).toEqual({
      emailAddress: "Enter a valid e-mail address.",
    });
  });

  it("refuses an invalid e-mail address with the same message as the API and the CLI", () => {
    const api = userCreateSchema.safeParse({ name: "Jane Doe", emailAddress: "jane@" });
    const apiMessage = api.success
      ? undefined
      : api.error.issues.find((issue) => issue.path[0] === "emailAddress")?.message;
    expect(apiMessage).toBe(adminMessages.invalidEmail);
    expect(errorsOf("create", { name: "Jane Doe", emailAddress: "jane@" })).toEqual({ emailAddress: apiMessage });
  });

  it("keeps a comma in a name when editing one user", () => {
    expect(errorsOf("edit", { name: "Doe, Jane", emailAddress: "jane@x.test" })).toEqual({});
  });

  it("splits lists without empty entries", () => {
    expect(splitList(" a, ,b,, ")).toEqual(["a", "b"]);
  });
});
