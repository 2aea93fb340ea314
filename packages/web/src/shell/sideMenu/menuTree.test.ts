import type { MenuItem } from "@storyframe/core";
import { describe, expect, it } from "vitest";
import { menuItem } from "../../test/menuItemFixture";
import {
  adminMenu,
  breadcrumbsOf,
  countLeaves,
  findActivePath,
  hrefOf,
  type MenuNode,
  searchMenu,
  toMenuNodes,
  visibleNodes,
} from "./menuTree";

const items: MenuItem[] = [
  menuItem("world", "World & Markets", {
    displayOrder: 20,
    children: [
      menuItem("stocks", "Tech stocks", { url: "/storylines/tech-stocks", displayOrder: 30 }),
      menuItem("development", "World development", { url: "/storylines/world-development", displayOrder: 10 }),
      menuItem("air", "US air travel", { url: "/storylines/us-air-travel", displayOrder: 20 }),
    ],
  }),
  menuItem("operations", "Operations", {
    displayOrder: 10,
    children: [menuItem("fleet", "Haul fleet operations", { url: "/storylines/fleet-operations" })],
  }),
  menuItem("draft", "Draft without a page"),
];

const nodes = toMenuNodes(items);
const ids = (list: MenuNode[]): string[] => list.map((node) => node.id);

describe("toMenuNodes", () => {
  it("orders items by displayOrder and gives each a path id", () => {
    expect(ids(nodes)).toEqual(["draft", "operations", "world"]);
    expect(ids(nodes[2]?.children ?? [])).toEqual(["world/development", "world/air", "world/stocks"]);
  });

  it("sends an item without a url to the Not Found page", () => {
    expect(hrefOf(nodes[0] as MenuNode)).toBe("/not-found");
    expect(hrefOf(nodes[2]?.children[0] as MenuNode)).toBe("/storylines/world-development");
  });
});

describe("searchMenu", () => {
  it("keeps matching leaves with their parents", () => {
    const result = searchMenu(nodes, "air");
    expect(ids(result.nodes)).toEqual(["world"]);
    expect(ids(result.nodes[0]?.children ?? [])).toEqual(["world/air"]);
    expect(result.leafCount).toBe(1);
  });

  it("keeps every child of a matching parent, ignoring case", () => {
    const result = searchMenu(nodes, "WORLD &");
    expect(ids(result.nodes[0]?.children ?? [])).toEqual(["world/development", "world/air", "world/stocks"]);
  });

  it("answers nothing when nothing matches, and the whole menu for an empty term", () => {
    expect(searchMenu(nodes, "zzz").nodes).toEqual([]);
    expect(searchMenu(nodes, "  ").nodes).toEqual(nodes);
  });

  it("keeps at most 200 leaves, in menu order, and says it cut the rest", () => {
    const many = toMenuNodes([
      menuItem("big", "Reports", {
        children: Array.from({ length: 250 }, (_, i) =>
          menuItem(`r${i}`, `Report ${i}`, { url: `/storylines/r${i}`, displayOrder: i }),
        ),
      }),
    ]);
    const result = searchMenu(many, "report");
    expect(result.leafCount).toBe(200);
    expect(result.truncated).toBe(true);
    expect(countLeaves(result.nodes)).toBe(200);
    expect(result.nodes[0]?.children[199]?.title).toBe("Report 199");
    expect(searchMenu(many, "report 24").truncated).toBe(false);
  });

  it("takes a different limit when given", () => {
    expect(searchMenu(nodes, "o", 2).leafCount).toBe(2);
  });
});

describe("findActivePath", () => {
  it("finds the item whose url is the address", () => {
    expect(ids(findActivePath(nodes, "/storylines/us-air-travel"))).toEqual(["world", "world/air"]);
  });

  it("matches the url plus a query string", () => {
    expect(ids(findActivePath(nodes, "/storylines/tech-stocks", "?hideMinimap=1"))).toEqual(["world", "world/stocks"]);
  });

  it("prefers an exact match that includes the query string", () => {
    const withQuery = toMenuNodes([
      menuItem("plain", "Plain", { url: "/storylines/a" }),
      menuItem("filtered", "Filtered", { url: "/storylines/a?region=north" }),
    ]);
    expect(ids(findActivePath(withQuery, "/storylines/a", "?region=north"))).toEqual(["filtered"]);
    expect(ids(findActivePath(withQuery, "/storylines/a", "?region=north&year=2020"))).toEqual(["filtered"]);
    expect(ids(findActivePath(withQuery, "/storylines/a", "?year=2020"))).toEqual(["plain"]);
  });

  it("finds nothing for other addresses, including longer paths", () => {
    expect(findActivePath(nodes, "/preferences")).toEqual([]);
    expect(findActivePath(nodes, "/storylines/tech-stocks/extra")).toEqual([]);
  });
});

describe("breadcrumbsOf", () => {
  it("makes the last crumb a list of its siblings with a url when there are two or more", () => {
    const path = findActivePath(nodes, "/storylines/tech-stocks");
    expect(breadcrumbsOf(path, nodes)).toEqual([
      { id: "world", title: "World & Markets", url: undefined, children: [] },
      {
        id: "world/stocks",
        title: "Tech stocks",
        url: "/storylines/tech-stocks",
        children: [
          { title: "World development", url: "/storylines/world-development" },
          { title: "US air travel", url: "/storylines/us-air-travel" },
          { title: "Tech stocks", url: "/storylines/tech-stocks" },
        ],
      },
    ]);
  });

  it("keeps a plain last crumb when it has no sibling with a url", () => {
    const path = findActivePath(nodes, "/storylines/fleet-operations");
    expect(breadcrumbsOf(path, nodes).at(-1)?.children).toEqual([]);
  });
});

describe("adminMenu", () => {
  it("is there with users::read or roles::read, listing only the pages the user may read", () => {
    expect(adminMenu(["groups::read"])).toBeNull();
    const admin = adminMenu(["users::read", "groups::read"]);
    expect(admin?.title).toBe("Administration");
    expect(admin?.url).toBe("/admin");
    expect(admin?.menuLocationId).toBe(2);
    expect(admin?.children.map((child) => [child.title, child.url])).toEqual([
      ["Users", "/admin/users"],
      ["Groups", "/admin/groups"],
    ]);
    expect(adminMenu(["roles::read"])?.children.map((child) => child.title)).toEqual(["Roles"]);
    expect(
      adminMenu(["users::read", "service-accounts::manage"])?.children.map((child) => [child.title, child.url]),
    ).toEqual([
      ["Users", "/admin/users"],
      ["Service accounts", "/admin/service-accounts"],
    ]);
  });
});

describe("visibleNodes", () => {
  it("lists children only of expanded items, with their level and parent", () => {
    const visible = visibleNodes(nodes, new Set(["world"]));
    expect(visible.map((entry) => [entry.node.id, entry.level, entry.parentId])).toEqual([
      ["draft", 1, null],
      ["operations", 1, null],
      ["world", 1, null],
      ["world/development", 2, "world"],
      ["world/air", 2, "world"],
      ["world/stocks", 2, "world"],
    ]);
  });
});
