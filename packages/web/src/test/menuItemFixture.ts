import type { MenuItem } from "@storyframe/core";

/** A menu item of the first menu location, without description, tags or children unless `extra` gives them. */
export function menuItem(name: string, title: string, extra: Partial<MenuItem> = {}): MenuItem {
  return {
    name,
    title,
    description: "",
    displayOrder: 0,
    requiredTags: [],
    menuLocationId: 1,
    children: [],
    ...extra,
  };
}
