/** What an author's callback learns about a chosen file (its content stays in the browser). */
export type FileDescriptor = {
  name: string;
  size: number;
  type: string;
  lastModified: number;
};

export function describeFile(file: File): FileDescriptor {
  return { name: file.name, size: file.size, type: file.type, lastModified: file.lastModified };
}

/**
 * Whether a file matches an `accept` list as the file dialog reads it: comma-separated
 * extensions ('.csv'), MIME types ('application/pdf') and wildcards ('image/*').
 */
export function matchesAccept(file: { name: string; type: string }, accept: string | undefined): boolean {
  const rules = (accept ?? "")
    .split(",")
    .map((rule) => rule.trim().toLowerCase())
    .filter((rule) => rule !== "");
  if (rules.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return rules.some((rule) => {
    if (rule.startsWith(".")) return name.endsWith(rule);
    if (rule.endsWith("/*")) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}

/** Splits dropped or chosen files into those taken (only the first without `multiple`) and those refused by `accept`. */
export function pickFiles<F extends { name: string; type: string }>(
  files: readonly F[],
  { accept, multiple }: { accept: string | undefined; multiple: boolean },
): { accepted: F[]; rejected: F[] } {
  const accepted = files.filter((file) => matchesAccept(file, accept));
  const rejected = files.filter((file) => !matchesAccept(file, accept));
  return { accepted: multiple ? accepted : accepted.slice(0, 1), rejected };
}

const sizeUnits = ["KB", "MB", "GB", "TB"] as const;

/** A file size for people: '512 B', '1.5 KB', '12 MB' (1 KB = 1024 bytes). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  let size = bytes / 1024;
  let unit = 0;
  while (size >= 1024 && unit < sizeUnits.length - 1) {
    size /= 1024;
    unit += 1;
  }
  const rounded = size < 10 ? Math.round(size * 10) / 10 : Math.round(size);
  return `${rounded} ${sizeUnits[unit]}`;
}

/** The message for files refused because of their type. */
export function rejectedFilesMessage(names: readonly string[]): string {
  return names.length === 1
    ? `'${names[0]}' is not an accepted file type.`
    : `${names.map((name) => `'${name}'`).join(", ")} are not accepted file types.`;
}
