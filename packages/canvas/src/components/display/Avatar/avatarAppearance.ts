import { contrastRatio, type PaletteColorName, palette, readableTextColor } from "../../shared/palette";

export const avatarColors = ["red", "orange", "yellow", "green", "blue", "darkblue"] as const;
export type AvatarColor = (typeof avatarColors)[number] & PaletteColorName;

export const avatarVariants = ["circular", "rounded", "square"] as const;
export type AvatarVariant = (typeof avatarVariants)[number];

/** The palette shade behind an avatar's initials: dark enough (or light enough) for 4.5:1 text. */
const backgroundShade: Readonly<Record<AvatarColor, string>> = {
  red: palette.red[700],
  orange: palette.orange[900],
  yellow: palette.yellow[500],
  green: palette.green[700],
  blue: palette.blue[700],
  darkblue: palette.darkblue[500],
};

export type AvatarColorStyle = { background: string; text: string; contrast: number };

export function avatarColorStyle(color: AvatarColor): AvatarColorStyle {
  const background = backgroundShade[color];
  const text = readableTextColor(background);
  return { background, text, contrast: contrastRatio(background, text) };
}

/** Up to two initials: the first letters of the first and last words of a name. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (first === undefined) return "";
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return [first, last]
    .map((word) => (word === undefined ? "" : (Array.from(word)[0] ?? "")))
    .join("")
    .toLocaleUpperCase();
}

/** A colour that stays the same for a name, so a person keeps their colour across a canvas. */
export function colorForName(name: string): AvatarColor {
  let hash = 0;
  for (const character of name.trim().toLocaleLowerCase()) {
    hash = (hash * 31 + (character.codePointAt(0) ?? 0)) >>> 0;
  }
  return avatarColors[hash % avatarColors.length] ?? "blue";
}
