import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { AppProviders } from "../../app/AppProviders";
import { notify, useNotificationStore } from "../notifications";

afterEach(() => useNotificationStore.setState({ notifications: [] }));

describe("Notifier", () => {
  it("shows at most 5 toasts at once; the others wait their turn", async () => {
    render(<AppProviders>{null}</AppProviders>);
    act(() => {
      for (let i = 1; i <= 7; i += 1) notify({ message: `Message ${i}`, variant: "info", persist: true });
    });
    expect(await screen.findByText("Message 5", {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getAllByTestId("notification")).toHaveLength(5);
    expect(screen.queryByText("Message 6")).toBeNull();

    await userEvent.click(
      within(screen.getAllByTestId("notification")[0] as HTMLElement).getByRole("button", { name: "Close" }),
    );
    expect(await screen.findByText("Message 6", {}, { timeout: 5000 })).toBeTruthy();
  });

  it("shows an error's type icon and expands its details on 'Show more'", async () => {
    render(<AppProviders>{null}</AppProviders>);
    act(() => {
      notify({
        message: "Failed to load menu items.",
        details: "Response: **503** Service Unavailable",
        variant: "error",
        errorType: "Connectivity",
        persist: true,
      });
    });
    const toast = await screen.findByRole("alert", {}, { timeout: 5000 });
    expect(within(toast).getByTestId("WifiOffIcon")).toBeTruthy();
    await userEvent.click(within(toast).getByRole("button", { name: "Show more" }));
    // The details renderer loads on first use; give it time on a busy machine.
    expect((await within(toast).findByText("503", {}, { timeout: 5000 })).tagName).toBe("STRONG");
    expect(within(toast).getByRole("button", { name: "Show less" })).toBeTruthy();
  });
});
