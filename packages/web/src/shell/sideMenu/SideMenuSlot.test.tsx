import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { menuItem } from "../../test/menuItemFixture";
import { menuModelOf } from "../../test/menuModelFixture";
import { renderWithTheme } from "../../test/renderWithTheme";
import { useShellStore } from "../shellStore";
import { preloadSideMenu, SideMenuSlot } from "./SideMenuSlot";

const model = menuModelOf([
  menuItem("fleet", "Fleet operations", { displayOrder: 1, url: "/storylines/fleet-operations" }),
]);

describe("SideMenuSlot", () => {
  it("draws the menu's empty panel at its width while the menu's code loads, then the menu", async () => {
    useShellStore.setState({ menuWidth: 320 });
    renderWithTheme(<SideMenuSlot model={model} floating={false} pinned canPin onClose={() => undefined} />);
    const placeholder = screen.getByTestId("side-menu-placeholder");
    expect(placeholder.getAttribute("aria-busy")).toBe("true");
    expect(placeholder.id).toBe("side-menu");
    expect(getComputedStyle(placeholder).width).toBe("320px");

    act(() => preloadSideMenu());
    expect(await screen.findByRole("treeitem", { name: "Fleet operations" }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByTestId("side-menu-placeholder")).toBeNull();
    expect(screen.getByTestId("side-menu").id).toBe("side-menu");
  });
});
