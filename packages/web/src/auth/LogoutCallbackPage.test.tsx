import { screen } from "@testing-library/react";
import { SignoutResponse } from "oidc-client-ts";
import { Route, Routes } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { type AuthClientStub, makeAuthClient } from "../test/authClientStub";
import { makeClientSettings } from "../test/clientSettingsFixture";
import { LocationProbe, renderWithAuth } from "../test/renderWithAuth";
import { LogoutCallbackPage } from "./LogoutCallbackPage";

let client: AuthClientStub;

function signOutAnswer(userState: unknown): SignoutResponse {
  const response = new SignoutResponse(new URLSearchParams("state=s1"));
  response.userState = userState;
  return response;
}

function renderCallback(path = "/logout-callback?state=s1") {
  return renderWithAuth(
    <Routes>
      <Route path="/logout-callback" element={<LogoutCallbackPage />} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { client, settings: makeClientSettings(), path },
  );
}

beforeEach(() => {
  client = makeAuthClient();
});

describe("LogoutCallbackPage", () => {
  it("completes the sign-out and returns to the address the user logged out from", async () => {
    client.signoutRedirectCallback.mockResolvedValue(signOutAnswer({ returnPath: "/storylines/q3?chapter=2" }));

    renderCallback();

    expect(screen.getByRole("status").textContent).toContain("Loading…");
    expect((await screen.findByTestId("location")).textContent).toBe("/storylines/q3?chapter=2");
    expect(client.signoutRedirectCallback).toHaveBeenCalledTimes(1);
    expect(client.signoutRedirectCallback).toHaveBeenCalledWith(`${window.location.origin}/logout-callback?state=s1`);
  });

  it("goes home when the sign-out names no address on this site", async () => {
    client.signoutRedirectCallback.mockResolvedValue(signOutAnswer({ returnPath: "https://evil.example/" }));
    renderCallback();
    expect((await screen.findByTestId("location")).textContent).toBe("/");
  });

  it("goes home when the sign-out answer is not understood", async () => {
    client.signoutRedirectCallback.mockRejectedValue(new Error("No matching state found in storage"));
    renderCallback("/logout-callback?state=unknown");
    expect((await screen.findByTestId("location")).textContent).toBe("/");
  });
});
