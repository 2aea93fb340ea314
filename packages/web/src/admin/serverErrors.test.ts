import { describe, expect, it, vi } from "vitest";
import { BadRequestError } from "../api/adminClient";
import { ApiError } from "../api/apiError";
import { applyServerErrors, describeFailure, FORM_ERROR, fieldErrorsOf } from "./serverErrors";

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

describe("fieldErrorsOf", () => {
  it("puts each named field's messages under it and every other message on the form", () => {
    const error = badRequest({ name: ["Name is taken.", "Too long."], expiresInDays: ["Too far."], other: ["Odd."] });
    expect(fieldErrorsOf(error, ["name", "expiresInDays", "tags"])).toEqual({
      name: "Name is taken. Too long.",
      expiresInDays: "Too far.",
      form: "Odd.",
    });
  });

  it("gives a 400 without field messages, and any other failure, to the form", () => {
    expect(fieldErrorsOf(badRequest({}), ["name"])).toEqual({ form: "Bad Request" });
    expect(fieldErrorsOf(new ApiError({ status: undefined }), ["name"])).toEqual({
      form: "The server could not be reached.",
    });
  });
});
