import { z } from "zod";
import { isCssColor } from "../../display/Icon/iconColor";
import { contrastRatio, darkText, isPaletteColorName, lightText, palette } from "../../shared/palette";

/** A colour as red, green and blue channels (0–255) and alpha (0–1). */
export type Rgba = { r: number; g: number; b: number; a: number };

/** The colour data-driven text falls back to when light and dark grey both miss 4.5:1. */
const black = "#000000";
const white: Rgba = { r: 255, g: 255, b: 255, a: 1 };

/** CSS colour keywords besides the palette names, so data written as `navy` or `white` still gets readable text. */
const cssKeywords: Readonly<Record<string, string>> = {
  black: "#000000",
  white: "#ffffff",
  gray: "#808080",
  silver: "#c0c0c0",
  maroon: "#800000",
  purple: "#800080",
  fuchsia: "#ff00ff",
  lime: "#00ff00",
  olive: "#808000",
  navy: "#000080",
  teal: "#008080",
  aqua: "#00ffff",
  cyan: "#00ffff",
  magenta: "#ff00ff",
  pink: "#ffc0cb",
  brown: "#a52a2a",
  gold: "#ffd700",
  indigo: "#4b0082",
  violet: "#ee82ee",
  crimson: "#dc143c",
  coral: "#ff7f50",
  salmon: "#fa8072",
  tomato: "#ff6347",
  khaki: "#f0e68c",
  beige: "#f5f5dc",
  ivory: "#fffff0",
  lavender: "#e6e6fa",
  transparent: "#ffffff00",
};

/** A colour attribute: a palette name (red, orange, yellow, green, blue, darkblue, grey) or a CSS colour. */
export const colorSchema = z.string().refine(isCssColor, "Use a palette colour name or a CSS colour such as #1565c0.");

/**
 * The CSS value of a colour attribute: a palette name becomes its 500 shade (the palette's fill colour),
 * anything else is used as written.
 */
export function resolveColor(color: string): string {
  const trimmed = color.trim();
  return isPaletteColorName(trimmed) ? palette[trimmed][500] : trimmed;
}

const hexChannel = (hex: string) => Number.parseInt(hex, 16);

function parseHex(digits: string): Rgba | null {
  const full = digits.length <= 4 ? [...digits].map((digit) => digit + digit).join("") : digits;
  if (!/^([0-9a-f]{6}|[0-9a-f]{8})$/i.test(full)) return null;
  return {
    r: hexChannel(full.slice(0, 2)),
    g: hexChannel(full.slice(2, 4)),
    b: hexChannel(full.slice(4, 6)),
    a: full.length === 8 ? hexChannel(full.slice(6, 8)) / 255 : 1,
  };
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

function parseAlpha(text: string | undefined): number {
  if (text === undefined) return 1;
  const value = text.endsWith("%") ? Number.parseFloat(text) / 100 : Number.parseFloat(text);
  return Number.isFinite(value) ? clamp(value, 0, 1) : 1;
}

function hslToRgb(hue: number, saturation: number, lightness: number): [number, number, number] {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const sector = (((hue % 360) + 360) % 360) / 60;
  const second = chroma * (1 - Math.abs((sector % 2) - 1));
  const [r, g, b] =
    sector < 1
      ? [chroma, second, 0]
      : sector < 2
        ? [second, chroma, 0]
        : sector < 3
          ? [0, chroma, second]
          : sector < 4
            ? [0, second, chroma]
            : sector < 5
              ? [second, 0, chroma]
              : [chroma, 0, second];
  const offset = lightness - chroma / 2;
  return [(r + offset) * 255, (g + offset) * 255, (b + offset) * 255];
}

function parseFunction(name: string, body: string): Rgba | null {
  const parts = body
    .replace(/\//g, " / ")
    .split(/[\s,]+/)
    .filter((part) => part !== "" && part !== "/");
  if (parts.length < 3) return null;
  const [first = "", second = "", third = "", alpha] = parts;
  if (name.startsWith("rgb")) {
    const channel = (text: string) =>
      clamp(text.endsWith("%") ? (Number.parseFloat(text) * 255) / 100 : Number.parseFloat(text), 0, 255);
    const rgb = [channel(first), channel(second), channel(third)];
    if (rgb.some((value) => Number.isNaN(value))) return null;
    return { r: rgb[0] ?? 0, g: rgb[1] ?? 0, b: rgb[2] ?? 0, a: parseAlpha(alpha) };
  }
  const hue = Number.parseFloat(first);
  const saturation = clamp(Number.parseFloat(second) / 100, 0, 1);
  const lightness = clamp(Number.parseFloat(third) / 100, 0, 1);
  if ([hue, saturation, lightness].some((value) => Number.isNaN(value))) return null;
  const [r, g, b] = hslToRgb(hue, saturation, lightness);
  return { r, g, b, a: parseAlpha(alpha) };
}

/**
 * Reads a colour written as a palette name, a CSS keyword, `#rgb(a)`, `#rrggbb(aa)`, `rgb()`/`rgba()` or
 * `hsl()`/`hsla()`; null when it cannot be read (a custom property, an unknown keyword).
 */
export function parseColor(color: string): Rgba | null {
  const text = color.trim().toLowerCase();
  if (isPaletteColorName(text)) return parseHex(palette[text][500].slice(1));
  const keyword = cssKeywords[text];
  if (keyword !== undefined) return parseHex(keyword.slice(1));
  if (text.startsWith("#")) return parseHex(text.slice(1));
  const call = /^(rgba?|hsla?)\((.*)\)$/.exec(text);
  return call === null ? null : parseFunction(call[1] ?? "", call[2] ?? "");
}

/** The opaque colour seen when `color` is painted over `backdrop` (white by default). */
export function compositeOver(color: Rgba, backdrop: Rgba = white): Rgba {
  const mix = (top: number, bottom: number) => top * color.a + bottom * (1 - color.a);
  return { r: mix(color.r, backdrop.r), g: mix(color.g, backdrop.g), b: mix(color.b, backdrop.b), a: 1 };
}

const toHexPair = (value: number) =>
  Math.round(clamp(value, 0, 255))
    .toString(16)
    .padStart(2, "0");

/** `#rrggbb` of a colour, its alpha ignored. */
export const toHex = (color: Rgba): string => `#${toHexPair(color.r)}${toHexPair(color.g)}${toHexPair(color.b)}`;

/** `rgba(r, g, b, a)` of a colour. */
export const toRgbaText = (color: Rgba): string =>
  `rgba(${Math.round(color.r)}, ${Math.round(color.g)}, ${Math.round(color.b)}, ${Number(color.a.toFixed(3))})`;

/**
 * Text colour for a data-driven background (seen over white when translucent): the palette's dark or light
 * text when one reaches 4.5:1, otherwise black or white, one of which always does.
 */
export function readableForeground(background: string | Rgba): string {
  const parsed = typeof background === "string" ? parseColor(background) : background;
  if (parsed === null) return darkText;
  const opaque = toHex(compositeOver(parsed));
  const preferred = contrastRatio(lightText, opaque) >= contrastRatio(darkText, opaque) ? lightText : darkText;
  if (contrastRatio(preferred, opaque) >= 4.5) return preferred;
  return contrastRatio(lightText, opaque) >= contrastRatio(black, opaque) ? lightText : black;
}
