import { describe, expect, it } from "vitest";
import { describeLoginError } from "./loginError";

describe("describeLoginError", () => {
  it("sends Try Again back to the original-path of the callback address", () => {
    const url = new URL("http://localhost/login-callback?error=server_error&original-path=%2Fstorylines%2Fq3&state=x");
    expect(describeLoginError(new Error("No matching state found in storage"), url).originalPath).toBe(
      "/storylines/q3",
    );
  });

  it("refuses an original-path on another site", () => {
    const url = new URL(
      "http://localhost/login-callback?error=server_error&original-path=https%3A%2F%2Fevil.example%2F",
    );
    expect(describeLoginError(new Error("x"), url).originalPath).toBeNull();
  });
});
