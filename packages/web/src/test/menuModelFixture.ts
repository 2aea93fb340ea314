import type { MenuItem } from "@storyframe/core";
import { toMenuNodes } from "../shell/sideMenu/menuTree";
import type { MenuModel } from "../shell/sideMenu/useMenuModel";

/** The side menu's model of `items`, loaded, with no administration entry and no current page. */
export function menuModelOf(items: MenuItem[]): MenuModel {
  return {
    nodes: toMenuNodes(items),
    admin: null,
    activePath: [],
    breadcrumbs: [],
    isLoading: false,
    error: null,
    retry: () => undefined,
  };
}
