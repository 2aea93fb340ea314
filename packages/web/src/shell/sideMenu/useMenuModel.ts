import type { MenuItem } from "@storyframe/core";
import { useMemo } from "react";
import { useLocation } from "react-router";
import { useSession } from "../../auth/useSession";
import { adminMenu, type Breadcrumb, breadcrumbsOf, findActivePath, type MenuNode, toMenuNodes } from "./menuTree";
import { useMenuItems } from "./useMenuItems";

const noItems: MenuItem[] = [];

export interface MenuModel {
  /** The storyline menu (location 1). */
  nodes: MenuNode[];
  /** 'Administration' with the admin pages the user may open; null when they may open none. */
  admin: MenuNode | null;
  /** From the top to the item of the current page (storyline or admin menu); empty when none matches. */
  activePath: MenuNode[];
  breadcrumbs: Breadcrumb[];
  isLoading: boolean;
  error: unknown;
  retry: () => void;
}

/** The menus of the current user and branch, and where the current address sits in them. */
export function useMenuModel(): MenuModel {
  const session = useSession();
  const { pathname, search } = useLocation();
  const { query, isLoading } = useMenuItems();
  const items = query.data ?? noItems;
  const tags = session?.effectiveTags;
  const nodes = useMemo(() => toMenuNodes(items), [items]);
  const admin = useMemo(() => adminMenu(tags ?? []), [tags]);

  return useMemo(() => {
    const storylinePath = findActivePath(nodes, pathname, search);
    const adminPath = storylinePath.length === 0 && admin ? findActivePath([admin], pathname, search) : [];
    const activePath = storylinePath.length > 0 ? storylinePath : adminPath;
    const breadcrumbs =
      storylinePath.length > 0 ? breadcrumbsOf(storylinePath, nodes) : breadcrumbsOf(adminPath, admin ? [admin] : []);
    return {
      nodes,
      admin,
      activePath,
      breadcrumbs,
      isLoading,
      error: query.error,
      retry: () => void query.refetch(),
    };
  }, [nodes, admin, pathname, search, isLoading, query.error, query.refetch]);
}
