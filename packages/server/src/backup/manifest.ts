import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { domainNameSchema } from "@storyframe/core";
import { z } from "zod";
import { BackupError } from "./backupError";

const MANIFEST_FILE = "manifest.json";

const FORMAT = "storyframe-backup";
const FORMAT_VERSION = 1;

/** A path inside the backup folder, with forward slashes; never leaving it. */
const backupPathSchema = z
  .string()
  .regex(/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/, "must be a relative path inside the backup")
  .refine((path) => path.split("/").every((part) => part !== "." && part !== ".."), "must stay inside the backup");

/** A file of the backup with its size and checksum. */
const backedUpFileSchema = z.object({
  path: backupPathSchema,
  bytes: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/, "must be a SHA-256 digest in hex"),
});

const analyticsTableSchema = z.object({ name: z.string().min(1), rows: z.number().int().min(0) });

const manifestBodySchema = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.literal(FORMAT_VERSION),
  storyframeVersion: z.string().min(1),
  createdAt: z.iso.datetime(),
  metadata: z.object({
    dialect: z.enum(["sqlite", "postgres"]),
    /** Every migration applied to the database when it was backed up, in order. */
    migrations: z.array(z.string().min(1)),
    file: backupPathSchema,
    /** How the file was written: the SQLite online backup, or `pg_dump -Fc` with its version. */
    method: z.string().min(1),
  }),
  analytics: z.array(
    z.object({
      domainName: domainNameSchema,
      file: backupPathSchema,
      tables: z.array(analyticsTableSchema),
    }),
  ),
  files: z.array(backedUpFileSchema).min(1),
  /** What an installation needs besides this backup, in words (the master key, the content folder). */
  notIncluded: z.array(z.string()),
});

const manifestSchema = manifestBodySchema.extend({
  /** SHA-256 of the manifest's other fields as written: a changed manifest no longer matches it. */
  checksum: z.string().regex(/^[0-9a-f]{64}$/),
});

export type ManifestBody = z.infer<typeof manifestBodySchema>;
export type BackedUpFile = z.infer<typeof backedUpFileSchema>;
export type AnalyticsTable = z.infer<typeof analyticsTableSchema>;

export const MANIFEST_IDENTITY = { format: FORMAT, formatVersion: FORMAT_VERSION } as const;

/** JSON with every object's keys sorted, so the digest does not depend on the order fields were written in. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

function digestOf(fields: object): string {
  return createHash("sha256").update(canonicalJson(fields)).digest("hex");
}

/** Writes the manifest last, so a folder without one is an unfinished backup. */
export function writeManifest(dir: string, body: ManifestBody): void {
  const text = JSON.stringify({ ...body, checksum: digestOf(body) }, null, 2);
  writeFileSync(join(dir, MANIFEST_FILE), `${text}\n`);
}

/** Reads and checks a backup's manifest: its shape, its format version and its own checksum. */
export function readManifest(dir: string): ManifestBody {
  const file = join(dir, MANIFEST_FILE);
  if (!existsSync(file)) {
    throw new BackupError(
      `${dir} holds no ${MANIFEST_FILE}: it is not a Storyframe backup, or one that did not finish.`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, "utf8"));
  } catch {
    throw new BackupError(`${file} is not valid JSON: the backup is damaged.`);
  }
  const identity = z.object({ format: z.literal(FORMAT), formatVersion: z.number() }).safeParse(json);
  if (!identity.success) throw new BackupError(`${file} is not the manifest of a Storyframe backup.`);
  if (identity.data.formatVersion !== FORMAT_VERSION) {
    throw new BackupError(
      `${file} is of backup format ${identity.data.formatVersion}; this Storyframe reads format ${FORMAT_VERSION}.`,
    );
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".") || "manifest"}: ${issue.message}`);
    throw new BackupError(`${file} is damaged:\n${problems.join("\n")}`);
  }
  // The digest covers the manifest as written, fields this version does not know included.
  const { checksum: _written, ...written } = json as Record<string, unknown>;
  if (digestOf(written) !== parsed.data.checksum) {
    throw new BackupError(
      `${file} was changed after the backup was written (its checksum does not match); nothing was restored.`,
    );
  }
  const { checksum: _checksum, ...body } = parsed.data;
  return body;
}
