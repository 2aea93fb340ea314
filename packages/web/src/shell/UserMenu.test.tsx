import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAppStore } from "../app/store";
import { type AuthClientStub, makeAuthClient, makeUser } from "../test/authClientStub";
import { makeClientSettings } from "../test/clientSettingsFixture";
import { LocationProbe, renderWithAuth } from "../test/renderWithAuth";
import { resetAppStore } from "../test/resetAppStore";
import { anonymousSession, makeSession } from "../test/sessionFixture";
import { initialsOf } from "./UserAvatar";
import { UserMenu } from "./UserMenu";

let client: AuthClientStub;

function renderMenu(path = "/storylines/q3?chapter=2") {
  const settings = makeClientSettings();
  useAppStore.setState({ settings });
  return renderWithAuth(
    <>
      <UserMenu />
      <Routes>
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </>,
    { client, settings, path },
  );
}

async function openMenu(name: string) {
  await userEvent.click(screen.getByRole("button", { name }));
  return screen.findByRole("menu");
}

beforeEach(() => {
  client = makeAuthClient(makeUser({ id_token: "id-token-7" }));
});

afterEach(resetAppStore);

describe("UserMenu", () => {
  it("shows the user's initials in an avatar named after the user; the name only in the menu", async () => {
    useAppStore.setState({ session: makeSession() });

    renderMenu();

    const avatar = screen.getByRole("img", { name: "Ada Lovelace" });
    expect(avatar.textContent).toBe("AL");
    expect(screen.queryByText("Ada Lovelace")).toBeNull();

    const menu = await openMenu("Account menu for Ada Lovelace");

    const header = within(menu).getByTestId("user-menu-header");
    expect(within(header).getByText("Ada Lovelace")).toBeTruthy();
    expect(within(header).getByText("Author, Viewer")).toBeTruthy();
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["Profile", "Preferences", "API tokens", "Log Out"]);
  });

  it("shows the user's picture when there is one", () => {
    useAppStore.setState({ session: makeSession({ picture: "https://cdn.storyframe.test/ada.png" }) });

    renderMenu();

    const avatar = screen.getByRole("img", { name: "Ada Lovelace" });
    expect(avatar.querySelector("img")?.getAttribute("src")).toBe("https://cdn.storyframe.test/ada.png");
  });

  it("opens the preferences", async () => {
    useAppStore.setState({ session: makeSession() });
    renderMenu();

    const menu = await openMenu("Account menu for Ada Lovelace");
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Preferences" }));

    expect(screen.getByTestId("location").textContent).toBe("/preferences");
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("opens the user's API tokens", async () => {
    useAppStore.setState({ session: makeSession() });
    renderMenu();

    const menu = await openMenu("Account menu for Ada Lovelace");
    await userEvent.click(within(menu).getByRole("menuitem", { name: "API tokens" }));

    expect(screen.getByTestId("location").textContent).toBe("/api-tokens");
  });

  it("opens the scheduled deliveries of a user who may schedule them", async () => {
    useAppStore.setState({ session: makeSession({ effectiveTags: ["schedules::manage"] }) });
    renderMenu();

    const menu = await openMenu("Account menu for Ada Lovelace");
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Schedules" }));

    expect(screen.getByTestId("location").textContent).toBe("/schedules");
  });

  it("links to the profile page of the identity provider, where the user edits name and password", async () => {
    useAppStore.setState({ session: makeSession() });
    renderMenu();

    const menu = await openMenu("Account menu for Ada Lovelace");
    const profile = within(menu).getByRole("menuitem", { name: "Profile" });

    expect(profile.getAttribute("href")).toBe("https://login.storyframe.test/profile?client_id=storyframe-web");
  });

  it("offers developers the component gallery", async () => {
    useAppStore.setState({ session: makeSession({ effectiveTags: ["developer-tools::access"] }) });
    renderMenu();

    const menu = await openMenu("Account menu for Ada Lovelace");
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Component gallery" }));

    expect(screen.getByTestId("location").textContent).toBe("/gallery");
  });

  it("logs out at the provider after removing the local user, returning to the same address", async () => {
    useAppStore.setState({ session: makeSession() });
    renderMenu();

    const menu = await openMenu("Account menu for Ada Lovelace");
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Log Out" }));

    await vi.waitFor(() => expect(client.signoutRedirect).toHaveBeenCalledTimes(1));
    expect(client.signoutRedirect).toHaveBeenCalledWith({
      state: { returnPath: "/storylines/q3?chapter=2" },
      id_token_hint: "id-token-7",
    });
    expect(client.removeUser).toHaveBeenCalledTimes(1);
    const removed = client.removeUser.mock.invocationCallOrder[0] ?? Number.POSITIVE_INFINITY;
    const signedOut = client.signoutRedirect.mock.invocationCallOrder[0] ?? 0;
    expect(removed).toBeLessThan(signedOut);
  });

  it("reports a log-out the provider cannot be reached for", async () => {
    client.signoutRedirect.mockRejectedValue(new TypeError("Failed to fetch"));
    useAppStore.setState({ session: makeSession() });
    renderMenu();

    const menu = await openMenu("Account menu for Ada Lovelace");
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Log Out" }));

    await vi.waitFor(() => expect(useAppStore.getState().errors.page?.title).toBe("You could not be logged out."));
  });

  it("shows the anonymous visitor an avatar and the preferences, but no Log Out", async () => {
    useAppStore.setState({ session: anonymousSession });
    renderMenu();

    expect(screen.getByRole("img", { name: "Anonymous" }).textContent).toBe("A");
    const menu = await openMenu("Account menu for Anonymous");

    expect(within(menu).getByText("Anonymous")).toBeTruthy();
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["Preferences"]);
    expect(within(menu).queryByRole("menuitem", { name: "Log Out" })).toBeNull();
  });

  it("shows nothing before the session has loaded", () => {
    renderMenu();
    expect(screen.queryByRole("button")).toBeNull();
  });
});

describe("initialsOf", () => {
  it.each([
    ["Ada Lovelace", "AL"],
    ["Ada King Lovelace", "AL"],
    ["anonymous", "A"],
    ["  élise  du pont ", "ÉP"],
    ["", "?"],
  ])("%s → %s", (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
