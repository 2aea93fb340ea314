import { isPaletteColorName, palette, paletteColorNames } from "../../shared/palette";

/** Colours MUI's SvgIcon knows by name, taken from the page's theme. */
const muiIconColors = ["primary", "secondary", "error", "warning", "info", "success", "action", "disabled"] as const;
type MuiIconColor = (typeof muiIconColors)[number];

/** Every colour name an icon accepts besides CSS colours: the palette, then MUI's theme colours. */
export const namedIconColors: readonly string[] = [...paletteColorNames, ...muiIconColors];

const isMuiIconColor = (color: string): color is MuiIconColor => (muiIconColors as readonly string[]).includes(color);

const CSS_COLOR =
  /^(#[0-9a-f]{3,4}|#[0-9a-f]{6}|#[0-9a-f]{8}|[a-z]+|(rgb|rgba|hsl|hsla)\(\s*[\d.%\s,/+-]+\)|var\(--[\w-]+\))$/i;

/** A colour as CSS writes it (hex, keyword, rgb()/hsl(), a custom property); nothing that could add a declaration. */
export const isCssColor = (color: string): boolean => CSS_COLOR.test(color.trim());

export type ResolvedIconColor = { kind: "theme"; color: MuiIconColor } | { kind: "css"; color: string };

/**
 * How an icon colour applies: a palette name becomes its 700 shade (strong enough
 * against white for a graphic), an MUI name goes to the theme, anything else is CSS.
 */
export function resolveIconColor(color: string): ResolvedIconColor {
  if (isPaletteColorName(color)) return { kind: "css", color: palette[color][700] };
  if (isMuiIconColor(color)) return { kind: "theme", color };
  return { kind: "css", color: color.trim() };
}
