import { describe, expect, it } from "vitest";
import { type PopoverPlacement, placementOrigins, popoverPlacements } from "./popoverPlacement";

/** placement → [trigger point, popover point], each as "vertical horizontal". */
const expected: Record<PopoverPlacement, [string, string]> = {
  "bottom-start": ["bottom left", "top left"],
  bottom: ["bottom center", "top center"],
  "bottom-end": ["bottom right", "top right"],
  "top-start": ["top left", "bottom left"],
  top: ["top center", "bottom center"],
  "top-end": ["top right", "bottom right"],
  left: ["center left", "center right"],
  right: ["center right", "center left"],
};

describe("placementOrigins", () => {
  it.each(popoverPlacements)("places %s on the matching side of the trigger", (placement) => {
    const { anchorOrigin, transformOrigin } = placementOrigins(placement);
    expect([
      `${anchorOrigin.vertical} ${anchorOrigin.horizontal}`,
      `${transformOrigin.vertical} ${transformOrigin.horizontal}`,
    ]).toEqual(expected[placement]);
  });
});
