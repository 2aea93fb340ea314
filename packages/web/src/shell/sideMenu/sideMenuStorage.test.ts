import { afterEach, describe, expect, it } from "vitest";
import {
  clampMenuWidth,
  readExpandedNodes,
  readMenuExpanded,
  readMenuWidth,
  readPinChoice,
  storeExpandedNodes,
  storeMenuExpanded,
  storeMenuPinned,
  storeMenuWidth,
} from "./sideMenuStorage";

afterEach(() => window.localStorage.clear());

describe("clampMenuWidth", () => {
  it("keeps the width at 100 or more", () => {
    expect(clampMenuWidth(40)).toBe(100);
    expect(clampMenuWidth(100)).toBe(100);
    expect(clampMenuWidth(321.6)).toBe(322);
  });

  it("keeps the width within three quarters of the window", () => {
    expect(clampMenuWidth(1000, 1000)).toBe(750);
    // A tiny window still allows the minimum.
    expect(clampMenuWidth(500, 80)).toBe(100);
  });

  it("falls back to the default of 400 for a width that is not a number", () => {
    expect(clampMenuWidth(Number.NaN)).toBe(400);
  });
});

describe("menu width storage", () => {
  it("is 400 until a width is stored under sidenav-width", () => {
    expect(readMenuWidth()).toBe(400);
    storeMenuWidth(280);
    expect(window.localStorage.getItem("sidenav-width")).toBe("280");
    expect(readMenuWidth()).toBe(280);
  });

  it("clamps a stored width that is too small and ignores one that is not a number", () => {
    window.localStorage.setItem("sidenav-width", "20");
    expect(readMenuWidth()).toBe(100);
    window.localStorage.setItem("sidenav-width", "wide");
    expect(readMenuWidth()).toBe(400);
  });
});

describe("expanded nodes storage", () => {
  it("round-trips under side-nav-expanded-nodes and survives bad data", () => {
    storeExpandedNodes(new Set(["world", "operations"]));
    expect(JSON.parse(window.localStorage.getItem("side-nav-expanded-nodes") ?? "")).toEqual(["operations", "world"]);
    expect(readExpandedNodes()).toEqual(new Set(["world", "operations"]));
    window.localStorage.setItem("side-nav-expanded-nodes", "{not json");
    expect(readExpandedNodes()).toEqual(new Set());
  });
});

describe("menu expanded", () => {
  it("is expanded unless the stored value is '0'", () => {
    expect(readMenuExpanded()).toBe(true);
    storeMenuExpanded(false);
    expect(window.localStorage.getItem("menu-expanded")).toBe("0");
    expect(readMenuExpanded()).toBe(false);
    window.localStorage.setItem("menu-expanded", "yes");
    expect(readMenuExpanded()).toBe(true);
  });

  it("follows the page's menu-expanded flag over what is stored", () => {
    storeMenuExpanded(false);
    expect(readMenuExpanded("?menu-expanded=1")).toBe(true);
    storeMenuExpanded(true);
    expect(readMenuExpanded("?menu-expanded=0")).toBe(false);
  });

  it("knows no pin choice until the user makes one, then remembers it", () => {
    expect(readPinChoice()).toBeNull();
    storeMenuPinned(false);
    expect(readPinChoice()).toBe(false);
    storeMenuPinned(true);
    expect(readPinChoice()).toBe(true);
  });
});
