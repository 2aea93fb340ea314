import { MENU_LOCATION_ADMIN, MENU_SEARCH_LEAF_LIMIT, type MenuItem, TAGS } from "@storyframe/core";

export type MenuIconSpec = NonNullable<MenuItem["icon"]>;

/** A menu item as the side menu shows it: its id is the path of names from the top, so it is unique. */
export interface MenuNode {
  id: string;
  title: string;
  description: string;
  url: string | undefined;
  icon: MenuIconSpec | undefined;
  menuLocationId: number;
  children: MenuNode[];
}

/** Where an item without a url leads. */
const NOT_FOUND_PATH = "/not-found";
const ADMIN_PATH = "/admin";

function byOrder(a: MenuItem, b: MenuItem): number {
  return a.displayOrder - b.displayOrder || a.title.localeCompare(b.title);
}

/** The menu items as nodes, in display order. */
export function toMenuNodes(items: readonly MenuItem[], parentId = ""): MenuNode[] {
  return [...items].sort(byOrder).map((item) => {
    const id = parentId ? `${parentId}/${item.name}` : item.name;
    return {
      id,
      title: item.title,
      description: item.description,
      url: item.url,
      icon: item.icon,
      menuLocationId: item.menuLocationId,
      children: toMenuNodes(item.children, id),
    };
  });
}

/** True when the user may open administration: the Administration entry shows (users::read or roles::read). */
function canSeeAdministration(tags: readonly string[]): boolean {
  return tags.includes(TAGS.usersRead) || tags.includes(TAGS.rolesRead);
}

/**
 * The admin menu (location 2): 'Administration' with Users, Roles and Groups, each only with its read tag;
 * null when the user may not see administration at all.
 */
export function adminMenu(tags: readonly string[]): MenuNode | null {
  if (!canSeeAdministration(tags)) return null;
  const entry = (name: string, title: string, tag: string, icon: string): MenuNode[] =>
    tags.includes(tag)
      ? [
          {
            id: `administration/${name}`,
            title,
            description: "",
            url: `${ADMIN_PATH}/${name}`,
            icon: { type: "BuiltIn", content: icon },
            menuLocationId: MENU_LOCATION_ADMIN,
            children: [],
          },
        ]
      : [];
  return {
    id: "administration",
    title: "Administration",
    description: "Users, roles and groups",
    url: ADMIN_PATH,
    icon: { type: "BuiltIn", content: "AdminPanelSettings" },
    menuLocationId: MENU_LOCATION_ADMIN,
    children: [
      ...entry("users", "Users", TAGS.usersRead, "People"),
      ...entry("roles", "Roles", TAGS.rolesRead, "Badge"),
      ...entry("groups", "Groups", TAGS.groupsRead, "Groups"),
      ...entry("service-accounts", "Service accounts", TAGS.serviceAccountsManage, "Bolt"),
    ],
  };
}

/** Where choosing the item leads: its url, or the Not Found page when it has none. */
export function hrefOf(node: MenuNode): string {
  return node.url ?? NOT_FOUND_PATH;
}

export interface MenuSearchResult {
  nodes: MenuNode[];
  /** Leaves in the result (at most `limit`). */
  leafCount: number;
  /** True when more leaves matched than the limit allows. */
  truncated: boolean;
}

/**
 * The part of the menu that matches `term` (case-insensitive, in titles): a matching item keeps all its
 * descendants, an item with matching descendants keeps only those. At most `limit` leaves (200) are kept, in
 * menu order.
 */
export function searchMenu(nodes: readonly MenuNode[], term: string, limit = MENU_SEARCH_LEAF_LIMIT): MenuSearchResult {
  const needle = term.trim().toLocaleLowerCase();
  let leafCount = 0;
  let truncated = false;

  const takeAll = (node: MenuNode): MenuNode | null => {
    if (node.children.length === 0) {
      if (leafCount >= limit) {
        truncated = true;
        return null;
      }
      leafCount += 1;
      return node;
    }
    const children = node.children.map(takeAll).filter((child): child is MenuNode => child !== null);
    return children.length > 0 ? { ...node, children } : null;
  };

  const filter = (node: MenuNode): MenuNode | null => {
    if (node.title.toLocaleLowerCase().includes(needle)) return takeAll(node);
    if (node.children.length === 0) return null;
    const children = node.children.map(filter).filter((child): child is MenuNode => child !== null);
    return children.length > 0 ? { ...node, children } : null;
  };

  if (!needle) return { nodes: [...nodes], leafCount: countLeaves(nodes), truncated: false };
  const result = nodes.map(filter).filter((node): node is MenuNode => node !== null);
  return { nodes: result, leafCount, truncated };
}

export function countLeaves(nodes: readonly MenuNode[]): number {
  return nodes.reduce((sum, node) => sum + (node.children.length === 0 ? 1 : countLeaves(node.children)), 0);
}

/** Whether the current address (`pathname` + `search`) is the item's url exactly. */
function isExactMatch(url: string, pathname: string, search: string): boolean {
  return url === `${pathname}${search}` || (search === "" && url === pathname);
}

/** Whether the current address is the item's url plus a query string. */
function isQueryMatch(url: string, pathname: string, search: string): boolean {
  if (search === "") return false;
  if (url === pathname) return true;
  // An item url with a query of its own matches when the address adds more parameters to it.
  return url.includes("?") && `${pathname}${search}`.startsWith(`${url}&`);
}

/**
 * The chain of items from the top to the one the current address shows: an exact url match wins, otherwise
 * the item whose url is the address without its query string. Empty when no item matches.
 */
export function findActivePath(nodes: readonly MenuNode[], pathname: string, search = ""): MenuNode[] {
  const find = (list: readonly MenuNode[], matches: (url: string) => boolean, trail: MenuNode[]): MenuNode[] | null => {
    for (const node of list) {
      const path = [...trail, node];
      if (node.url !== undefined && matches(node.url)) return path;
      const below = find(node.children, matches, path);
      if (below) return below;
    }
    return null;
  };
  return (
    find(nodes, (url) => isExactMatch(url, pathname, search), []) ??
    find(nodes, (url) => isQueryMatch(url, pathname, search), []) ??
    []
  );
}

/** One crumb of the navigation bar (platform-shell §3, breadcrumbStack entries). */
export interface Breadcrumb {
  /** The menu item's id. */
  id: string;
  title: string;
  url: string | undefined;
  /** For the last crumb: its siblings with a url (itself included) when there are two or more. */
  children: { title: string; url: string }[];
}

/** The breadcrumbs of an active path; the last one lists its siblings with a url when there are two or more. */
export function breadcrumbsOf(path: readonly MenuNode[], roots: readonly MenuNode[]): Breadcrumb[] {
  return path.map((node, index) => {
    const isLast = index === path.length - 1;
    const siblings = index === 0 ? roots : (path[index - 1]?.children ?? []);
    const withUrl = siblings.flatMap((sibling) => (sibling.url ? [{ title: sibling.title, url: sibling.url }] : []));
    return { id: node.id, title: node.title, url: node.url, children: isLast && withUrl.length >= 2 ? withUrl : [] };
  });
}

export interface VisibleNode {
  node: MenuNode;
  level: number;
  parentId: string | null;
  /** Position among its siblings (1-based) and how many siblings there are, for assistive technology. */
  position: number;
  setSize: number;
}

/** The nodes on screen, top to bottom: children only of expanded parents. */
export function visibleNodes(nodes: readonly MenuNode[], expanded: ReadonlySet<string>): VisibleNode[] {
  const out: VisibleNode[] = [];
  const walk = (list: readonly MenuNode[], level: number, parentId: string | null) => {
    list.forEach((node, index) => {
      out.push({ node, level, parentId, position: index + 1, setSize: list.length });
      if (node.children.length > 0 && expanded.has(node.id)) walk(node.children, level + 1, node.id);
    });
  };
  walk(nodes, 1, null);
  return out;
}
