import { palette, readableTextColor } from "../../shared/palette";

export const alertKinds = ["success", "error", "warning", "info"] as const;
export type AlertKind = (typeof alertKinds)[number];

export const alertVariants = ["standard", "filled", "outlined"] as const;
export type AlertVariant = (typeof alertVariants)[number];

/** The palette colour of each kind (canvas-components §8): success green, error red, warning yellow, info blue. */
const alertKindColor = { success: "green", error: "red", warning: "yellow", info: "blue" } as const;

export type AlertAppearance = { background: string; text: string; icon: string; border: string };

/**
 * The colours of an alert. Text always keeps at least 4.5:1 contrast: the darkest shade on the lightest (standard),
 * on the page's white (outlined), or the palette's light or dark text on the strong shade (filled).
 */
export function alertAppearance(kind: AlertKind, variant: AlertVariant): AlertAppearance {
  const shades = palette[alertKindColor[kind]];
  if (variant === "filled") {
    // Yellow's 700 shade is too light for white text and too dark for dark text: fill with 500 and dark text.
    const background = kind === "warning" ? shades[500] : shades[700];
    const text = readableTextColor(background);
    return { background, text, icon: text, border: background };
  }
  const icon = kind === "warning" ? shades[900] : shades[700];
  if (variant === "outlined") return { background: "#ffffff", text: shades[900], icon, border: shades[500] };
  return { background: shades[50], text: shades[900], icon, border: shades[50] };
}
