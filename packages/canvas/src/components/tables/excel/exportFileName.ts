/** Characters file systems refuse in a name (Windows is the strictest), and control characters. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes.
const NOT_IN_FILE_NAMES = /[\\/*?"<>|\u0000-\u001f\u007f]+/g;
const MAX_TITLE_LENGTH = 150;
const FALLBACK_TITLE = "Table";

const pad = (value: number) => String(value).padStart(2, "0");

/**
 * The title as part of a file name: no characters a file system refuses, no trailing dots, not
 * too long; a title without a letter or digit gives 'Table'.
 */
function fileNameTitle(title: string): string {
  const cleaned = title
    .replace(/\s+/g, " ")
    .replace(/\s*:\s*/g, " - ")
    .replace(NOT_IN_FILE_NAMES, "-")
    .trim()
    .slice(0, MAX_TITLE_LENGTH)
    .replace(/[.\s]+$/, "");
  return /[\p{L}\p{N}]/u.test(cleaned) ? cleaned : FALLBACK_TITLE;
}

/**
 * The name of an Excel export (canvas-components §7): '{page title} - YYYY-MM-DD-HHmm.xlsx',
 * stamped with the user's local time.
 */
export function exportFileName(pageTitle: string, when: Date): string {
  const stamp =
    `${when.getFullYear()}-${pad(when.getMonth() + 1)}-${pad(when.getDate())}` +
    `-${pad(when.getHours())}${pad(when.getMinutes())}`;
  return `${fileNameTitle(pageTitle)} - ${stamp}.xlsx`;
}
