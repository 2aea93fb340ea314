import { describe, expect, it } from "vitest";
import { isIconRail, isStorylinePath, menuIsPinned, menuPlacement, overlayDimsPage } from "./menuMode";

describe("the side menu's mode", () => {
  it("knows a storyline page by its address", () => {
    expect(isStorylinePath("/storylines/fleet-operations")).toBe(true);
    expect(isStorylinePath("/")).toBe(false);
    expect(isStorylinePath("/admin/storylines/fleet-operations")).toBe(false);
    expect(isStorylinePath("/storylines/")).toBe(false);
  });

  it("floats over storyline pages and is pinned elsewhere while the user has not chosen", () => {
    expect(menuIsPinned(null, "/storylines/fleet-operations")).toBe(false);
    expect(menuIsPinned(null, "/")).toBe(true);
    expect(menuIsPinned(null, "/admin/users")).toBe(true);
  });

  it("follows the user's own choice on every page", () => {
    expect(menuIsPinned(true, "/storylines/fleet-operations")).toBe(true);
    expect(menuIsPinned(false, "/")).toBe(false);
  });

  it("sits beside the page only when pinned on a wide screen", () => {
    expect(menuPlacement(true, false)).toBe("beside");
    expect(menuPlacement(true, true)).toBe("overlay");
    expect(menuPlacement(false, false)).toBe("overlay");
  });

  it("dims the page under the overlay except over a storyline, where acting on the frame closes it", () => {
    expect(overlayDimsPage("/")).toBe(true);
    expect(overlayDimsPage("/storylines/tech-stocks")).toBe(false);
  });

  it("turns into an icon rail when narrowed towards its 100 px minimum", () => {
    expect(isIconRail(100)).toBe(true);
    expect(isIconRail(159)).toBe(true);
    expect(isIconRail(160)).toBe(false);
    expect(isIconRail(400)).toBe(false);
  });
});
