import type { MenuItem } from "@storyframe/core";
import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { menuModelOf } from "../../test/menuModelFixture";
import { renderWithTheme } from "../../test/renderWithTheme";
import { useShellStore } from "../shellStore";
import { SideMenu } from "./SideMenu";

const items: MenuItem[] = [
  {
    name: "fleet",
    title: "Fleet operations",
    description: "",
    displayOrder: 1,
    url: "/storylines/fleet-operations",
    icon: { type: "BuiltIn", content: "LocalShipping" },
    requiredTags: [],
    menuLocationId: 1,
    children: [],
  },
];

const model = menuModelOf(items);

function renderMenu() {
  return renderWithTheme(<SideMenu model={model} floating={false} pinned canPin onClose={() => undefined} />);
}

afterEach(() => {
  useShellStore.setState({ menuWidth: 400 });
  window.localStorage.clear();
});

describe("SideMenu", () => {
  it("shows titles and the search field at its default width", () => {
    renderMenu();
    expect(screen.getByRole("searchbox", { name: "Search menu" })).toBeTruthy();
    expect(screen.getByRole("treeitem", { name: "Fleet operations" }).textContent).toBe("Fleet operations");
  });

  it("becomes an icon rail at 100 px: items keep their names and show their titles as hints", async () => {
    useShellStore.setState({ menuWidth: 100 });
    renderMenu();
    const item = screen.getByRole("treeitem", { name: "Fleet operations" });
    expect(item.textContent).toBe("");
    expect(screen.queryByRole("searchbox")).toBeNull();

    await userEvent.hover(item);
    expect(screen.getByRole("tooltip").textContent).toBe("Fleet operations");
    await userEvent.unhover(item);
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("brings back the default width and the search field from the rail's search button", async () => {
    useShellStore.setState({ menuWidth: 100 });
    renderMenu();
    await userEvent.click(screen.getByRole("button", { name: "Search menu" }));
    expect(useShellStore.getState().menuWidth).toBe(400);
    expect(document.activeElement).toBe(screen.getByRole("searchbox", { name: "Search menu" }));
  });

  it("restores the default width, and stores it, when its resize edge is double-clicked", () => {
    useShellStore.setState({ menuWidth: 180 });
    renderMenu();
    fireEvent.doubleClick(screen.getByRole("separator", { name: "Resize side menu" }));
    expect(useShellStore.getState().menuWidth).toBe(400);
    expect(window.localStorage.getItem("sidenav-width")).toBe("400");
  });
});
