import type { PopoverOrigin } from "@mui/material/Popover";

export const popoverPlacements = [
  "bottom-start",
  "bottom",
  "bottom-end",
  "top-start",
  "top",
  "top-end",
  "left",
  "right",
] as const;

export type PopoverPlacement = (typeof popoverPlacements)[number];

type Origins = { anchorOrigin: PopoverOrigin; transformOrigin: PopoverOrigin };

const origin = (vertical: PopoverOrigin["vertical"], horizontal: PopoverOrigin["horizontal"]): PopoverOrigin => ({
  vertical,
  horizontal,
});

/** Where the popover opens relative to its trigger: the trigger's point it hangs from, and its own matching point. */
export function placementOrigins(placement: PopoverPlacement): Origins {
  switch (placement) {
    case "bottom-start":
      return { anchorOrigin: origin("bottom", "left"), transformOrigin: origin("top", "left") };
    case "bottom":
      return { anchorOrigin: origin("bottom", "center"), transformOrigin: origin("top", "center") };
    case "bottom-end":
      return { anchorOrigin: origin("bottom", "right"), transformOrigin: origin("top", "right") };
    case "top-start":
      return { anchorOrigin: origin("top", "left"), transformOrigin: origin("bottom", "left") };
    case "top":
      return { anchorOrigin: origin("top", "center"), transformOrigin: origin("bottom", "center") };
    case "top-end":
      return { anchorOrigin: origin("top", "right"), transformOrigin: origin("bottom", "right") };
    case "left":
      return { anchorOrigin: origin("center", "left"), transformOrigin: origin("center", "right") };
    case "right":
      return { anchorOrigin: origin("center", "right"), transformOrigin: origin("center", "left") };
  }
}
