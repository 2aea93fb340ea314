import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { notify, useNotificationStore } from "../shell/notifications";
import { AppProviders } from "./AppProviders";

afterEach(() => useNotificationStore.setState({ notifications: [] }));

function SaveButton() {
  const { pathname } = useLocation();
  return (
    <button type="button" onClick={() => notify({ message: "Storyline saved.", variant: "success" })}>
      Save {pathname}
    </button>
  );
}

describe("AppProviders", () => {
  it("gives its children the router and the snackbars", async () => {
    render(
      <AppProviders>
        <SaveButton />
      </AppProviders>,
    );

    await userEvent.click(screen.getByRole("button", { name: "Save /" }));

    expect(await screen.findByText("Storyline saved.")).toBeTruthy();
  });

  it("shows a notification raised before the page has painted", async () => {
    notify({ message: "Failed to load menu items.", variant: "error", persist: true });
    await act(async () => {
      render(<AppProviders>{null}</AppProviders>);
    });

    expect(await screen.findByText("Failed to load menu items.")).toBeTruthy();
  });
});
