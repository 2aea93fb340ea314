import { describe, expect, it, vi } from "vitest";
import { BadRequestError } from "../api/adminClient";
import { ApiError } from "../api/apiError";
import { applyServerErrors, describeFailure, FORM_ERROR } from "./serverErrors";

type Form = { name: string; emailAddress: string; explicitTags: string[] };

const badRequest = (errors: Record<string, string[]>) =>
  new BadRequestError(new ApiError({ status: 400, body: { message: "Bad Request", errors } }));

describe("applyServerErrors", () => {
  it("puts field errors on their fields and non_field_errors on the form", () => {
    const setError = vi.fn();
    applyServerErrors<Form>(
      badRequest({
        emailAddress: ["A user with this e-mail address already exists."],
        "explicitTags.allowed": ["Not yours to grant."],
        non_field_errors: ["Ask another administrator."],
      }),
      ["name", "emailAddress", "explicitTags"],
      setError,
    );
    expect(setError).toHaveBeenCalledWith("emailAddress", {
      type: "server",
      message: "A user with this e-mail address already exists.",
    });
    expect(setError).toHaveBeenCalledWith("explicitTags", { type: "server", message: "Not yours to grant." });
    expect(setError).toHaveBeenCalledWith(FORM_ERROR, { type: "server", message: "Ask another administrator." });
  });

  it("shows fields the form does not have as a general error", () => {
    const setError = vi.fn();
    applyServerErrors<Form>(badRequest({ sendWelcomeEmail: ["Use true or false."] }), ["name"], setError);
    expect(setError).toHaveBeenCalledWith(FORM_ERROR, { type: "server", message: "Use true or false." });
  });

  it("describes other failures with the server's message", () => {
    const setError = vi.fn();
    const error = new ApiError({ status: 404, body: { message: "No user with id x in this tenant." } });
    applyServerErrors<Form>(error, ["name"], setError);
    expect(setError).toHaveBeenCalledWith(FORM_ERROR, { type: "server", message: "No user with id x in this tenant." });
    expect(describeFailure(new ApiError({ status: undefined }))).toBe("The server could not be reached.");
  });
});
