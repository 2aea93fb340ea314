/**
 * The named colour palette of canvases (canvas-components §9): red, orange,
 * yellow, green, blue, dark blue and grey, each in six shades from lightest (50)
 * to darkest (900).
 */
export const paletteColorNames = ["red", "orange", "yellow", "green", "blue", "darkblue", "grey"] as const;
export type PaletteColorName = (typeof paletteColorNames)[number];

const paletteShadeNames = ["50", "100", "300", "500", "700", "900"] as const;
type PaletteShadeName = (typeof paletteShadeNames)[number];

export type PaletteShades = Readonly<Record<PaletteShadeName, string>>;

export const palette: Readonly<Record<PaletteColorName, PaletteShades>> = {
  red: { 50: "#ffebee", 100: "#ffcdd2", 300: "#e57373", 500: "#e53935", 700: "#c62828", 900: "#8e1b1b" },
  orange: { 50: "#fff3e0", 100: "#ffe0b2", 300: "#ffb74d", 500: "#fb8c00", 700: "#e65100", 900: "#a33a00" },
  yellow: { 50: "#fffde7", 100: "#fff9c4", 300: "#fff176", 500: "#fdd835", 700: "#f9a825", 900: "#6d5200" },
  green: { 50: "#e8f5e9", 100: "#c8e6c9", 300: "#81c784", 500: "#43a047", 700: "#2e7d32", 900: "#1b5e20" },
  blue: { 50: "#e3f2fd", 100: "#bbdefb", 300: "#64b5f6", 500: "#1e88e5", 700: "#1565c0", 900: "#0d47a1" },
  darkblue: { 50: "#e8eaf6", 100: "#c5cae9", 300: "#7986cb", 500: "#283593", 700: "#1a237e", 900: "#0d1440" },
  grey: { 50: "#fafafa", 100: "#eeeeee", 300: "#bdbdbd", 500: "#9e9e9e", 700: "#616161", 900: "#212121" },
};

/** Text colours the palette offers for text on a coloured background. */
export const lightText = "#ffffff";
export const darkText = palette.grey[900];

export const isPaletteColorName = (name: string): name is PaletteColorName =>
  (paletteColorNames as readonly string[]).includes(name);

function channelToLinear(channel: number): number {
  const value = channel / 255;
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a `#rrggbb` or `#rgb` colour. */
export function relativeLuminance(hex: string): number {
  const digits = hex.replace(/^#/, "");
  const full =
    digits.length === 3
      ? digits
          .split("")
          .map((digit) => digit + digit)
          .join("")
      : digits;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`'${hex}' is not a #rrggbb colour.`);
  const [red, green, blue] = [0, 2, 4].map((start) =>
    channelToLinear(Number.parseInt(full.slice(start, start + 2), 16)),
  );
  return 0.2126 * (red ?? 0) + 0.7152 * (green ?? 0) + 0.0722 * (blue ?? 0);
}

/** WCAG contrast ratio between two `#rrggbb` colours (1 to 21). */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

/** The palette's light or dark text colour, whichever contrasts more with `background`. */
export function readableTextColor(background: string): string {
  return contrastRatio(lightText, background) >= contrastRatio(darkText, background) ? lightText : darkText;
}
