import type { MenuItem } from "@storyframe/core";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { renderWithTheme } from "../../test/renderWithTheme";
import { MenuTree } from "./MenuTree";
import { toMenuNodes } from "./menuTree";

const items: MenuItem[] = [
  {
    name: "world",
    title: "World & Markets",
    description: "",
    displayOrder: 1,
    requiredTags: [],
    menuLocationId: 1,
    children: [
      {
        name: "air",
        title: "US air travel",
        description: "",
        displayOrder: 1,
        url: "/storylines/us-air-travel",
        requiredTags: [],
        menuLocationId: 1,
        children: [],
      },
      {
        name: "stocks",
        title: "Tech stocks",
        description: "",
        displayOrder: 2,
        url: "/storylines/tech-stocks",
        requiredTags: [],
        menuLocationId: 1,
        children: [],
      },
    ],
  },
  {
    name: "draft",
    title: "Draft",
    description: "",
    displayOrder: 2,
    requiredTags: [],
    menuLocationId: 1,
    children: [],
  },
];
const nodes = toMenuNodes(items);

function Where() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

function Harness({ searching = false, initial = [] as string[] }) {
  const [expanded, setExpanded] = useState(new Set(initial));
  return (
    <>
      <MenuTree
        label="Storylines"
        nodes={nodes}
        expanded={expanded}
        searching={searching}
        activeId={null}
        onToggle={(id, expand) =>
          setExpanded((current) => {
            const next = new Set(current);
            if (expand) next.add(id);
            else next.delete(id);
            return next;
          })
        }
      />
      <Where />
    </>
  );
}

const item = (name: string) => screen.getByRole("treeitem", { name });

describe("MenuTree", () => {
  it("is a tree whose parents say whether they are expanded; one item is in the tab order", () => {
    renderWithTheme(<Harness />);
    expect(screen.getByRole("tree", { name: "Storylines" })).toBeTruthy();
    expect(item("World & Markets").getAttribute("aria-expanded")).toBe("false");
    expect(item("Draft").hasAttribute("aria-expanded")).toBe(false);
    expect(screen.getAllByRole("treeitem").filter((element) => element.tabIndex === 0)).toHaveLength(1);
    expect(screen.queryByRole("treeitem", { name: "US air travel" })).toBeNull();
  });

  it("is operable with the keyboard: arrows, Home, End and Enter", async () => {
    renderWithTheme(<Harness />);
    await userEvent.tab();
    expect(document.activeElement).toBe(item("World & Markets"));

    await userEvent.keyboard("{ArrowRight}");
    expect(item("World & Markets").getAttribute("aria-expanded")).toBe("true");
    expect(document.activeElement).toBe(item("World & Markets"));

    await userEvent.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(item("US air travel"));
    await userEvent.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(item("Tech stocks"));
    await userEvent.keyboard("{End}");
    expect(document.activeElement).toBe(item("Draft"));
    await userEvent.keyboard("{Home}");
    expect(document.activeElement).toBe(item("World & Markets"));
    await userEvent.keyboard("{ArrowDown}{ArrowLeft}");
    expect(document.activeElement).toBe(item("World & Markets"));
    await userEvent.keyboard("{ArrowLeft}");
    expect(item("World & Markets").getAttribute("aria-expanded")).toBe("false");

    await userEvent.keyboard("{Enter}");
    expect(item("World & Markets").getAttribute("aria-expanded")).toBe("true");
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    expect(screen.getByRole("status", { name: "location" }).textContent).toBe("/storylines/tech-stocks");
  });

  it("links an item without a url to the Not Found page", async () => {
    renderWithTheme(<Harness />);
    expect(item("Draft").getAttribute("href")).toBe("/not-found");
  });

  it("shows everything expanded while searching and ignores toggles", async () => {
    renderWithTheme(<Harness searching />);
    expect(item("World & Markets").getAttribute("aria-expanded")).toBe("true");
    expect(item("US air travel")).toBeTruthy();
    await userEvent.click(item("World & Markets"));
    await userEvent.click(screen.getByTestId("menu-toggle"));
    expect(item("World & Markets").getAttribute("aria-expanded")).toBe("true");
    item("World & Markets").focus();
    await userEvent.keyboard("{ArrowLeft}");
    expect(item("World & Markets").getAttribute("aria-expanded")).toBe("true");
  });
});
