import { afterEach, describe, expect, it } from "vitest";
import { closeNotification, notify, notifyError, removeNotification, useNotificationStore } from "./notifications";

afterEach(() => useNotificationStore.setState({ notifications: [] }));

const state = () => useNotificationStore.getState().notifications;

describe("notifications", () => {
  it("adds a notification with its options", () => {
    const key = notify({ message: "Saved.", variant: "success" });
    expect(state()).toEqual([
      {
        key,
        message: "Saved.",
        options: { variant: "success", persist: false, preventDuplicates: false },
        dismissed: false,
      },
    ]);
  });

  it("drops a duplicate only when it asks for it", () => {
    notify({ message: "Failed to load menu items.", variant: "error" });
    notify({ message: "Failed to load menu items.", variant: "error" });
    expect(state()).toHaveLength(2);
    expect(notify({ message: "Failed to load menu items.", variant: "error", preventDuplicates: true })).toBeNull();
    expect(state()).toHaveLength(2);
    expect(notify({ message: "Another.", variant: "error", preventDuplicates: true })).not.toBeNull();
  });

  it("closes one or all, then removes them", () => {
    const first = notify({ message: "One", variant: "info" }) ?? "";
    notify({ message: "Two", variant: "info" });
    closeNotification(first);
    expect(state().map((entry) => entry.dismissed)).toEqual([true, false]);
    // A closed notification no longer counts as a duplicate.
    expect(notify({ message: "One", variant: "info", preventDuplicates: true })).not.toBeNull();
    closeNotification();
    expect(state().every((entry) => entry.dismissed)).toBe(true);
    removeNotification(first);
    expect(state().map((entry) => entry.message)).toEqual(["Two", "One"]);
  });

  it("shows a shell error with its type and detail", () => {
    notifyError({ type: "Connectivity", title: "Failed to load branches.", detail: "Check the VPN." });
    expect(state()[0]).toMatchObject({
      message: "Failed to load branches.",
      details: "Check the VPN.",
      errorType: "Connectivity",
      options: { variant: "error", preventDuplicates: true },
    });
  });
});
