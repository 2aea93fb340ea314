// Checks that every document the code cites exists in the repository:
// - "platform-shell §N" / "canvas-components §N" (or §N.M): a heading "N." (or "N.M") in docs/product/<document>.md;
//   a bare "§N" later in the same comment continues the document named just before it;
// - a section sign after "spec", or with no document named before it: refused, the citation must name its document;
// - "docs/<path>": the file or folder exists;
// - "decision NNN" and lists such as "decisions 051 and 052" or "decisions 040–049": docs/decisions/NNN-*.md exists;
// - in Markdown, a relative link "](path)" names a file that exists next to the document.
// Run: node scripts/lib/checkDocReferences.mjs   (prints "doc references: N checked, N broken"; exits 1 when broken)
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, posix, relative, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const PRODUCT_DOCUMENTS = ["platform-shell", "canvas-components"];
const CODE_EXTENSIONS = /\.(ts|tsx|mts|cts|js|mjs|cjs|md)$/;
const SKIPPED_FOLDERS = new Set(["node_modules", "dist", "test-results", "playwright-report", ".vite", "coverage"]);
/** How many lines above a bare section sign may name its document (one comment block). */
const CONTINUATION_LINES = 6;
const SELF = fileURLToPath(import.meta.url);

const DOCUMENT_NAME = /\b(platform-shell|canvas-components|RFC\s?\d+)\b/g;
const SECTION = /(\bspec(?:'s)?[\s,]*)?§\s?(\d+(?:\.\d+)*)/gi;
const DOCS_PATH = /(?<![\w/.@-])docs\/[\w./-]*[\w-]/g;
const DECISIONS = /\bdecisions?\s+(\d{3}(?:\s*(?:,|and|or|to|–|-)\s*\d{3})*)/gi;
const MARKDOWN_LINK = /\]\(([^)\s#]+)(?:#[^)]*)?\)/g;

/** The repository as the checker sees it; a fake one makes the rules testable. */
export function repositoryAt(root) {
  const headingsCache = new Map();
  const headingsOf = (document) => {
    if (!headingsCache.has(document)) {
      const file = join(root, "docs", "product", `${document}.md`);
      const headings = new Set();
      if (existsSync(file)) {
        for (const line of readFileSync(file, "utf8").split("\n")) {
          const match = /^#{1,6}\s+(\d+(?:\.\d+)*)\.?\s/.exec(line);
          if (match) headings.add(match[1]);
        }
      }
      headingsCache.set(document, headings);
    }
    return headingsCache.get(document);
  };
  const decisionsFolder = join(root, "docs", "decisions");
  const decisionFiles = existsSync(decisionsFolder) ? readdirSync(decisionsFolder) : [];
  return {
    sectionExists: (document, section) => headingsOf(document).has(section),
    pathExists: (path) => existsSync(join(root, path)),
    decisionExists: (number) => decisionFiles.some((file) => file.startsWith(`${number}-`) && file.endsWith(".md")),
  };
}

function lastDocumentNamedIn(text) {
  let last;
  for (const match of text.matchAll(DOCUMENT_NAME)) last = match[1];
  return last;
}

function checkSections(line, lineIndex, lines, repository, report) {
  for (const match of line.matchAll(SECTION)) {
    const [citation, afterSpec, section] = match;
    if (afterSpec) {
      report(citation.trim(), "names no document: cite platform-shell §N or canvas-components §N");
      continue;
    }
    const before = lines.slice(Math.max(0, lineIndex - CONTINUATION_LINES), lineIndex).join("\n");
    const document = lastDocumentNamedIn(`${before}\n${line.slice(0, match.index)}`);
    if (document === undefined) {
      report(citation, "names no document: cite platform-shell §N or canvas-components §N");
    } else if (PRODUCT_DOCUMENTS.includes(document) && !repository.sectionExists(document, section)) {
      report(`${document} §${section}`, `docs/product/${document}.md has no section ${section}`);
    }
  }
}

function checkDocsPaths(line, repository, report) {
  for (const match of line.matchAll(DOCS_PATH)) {
    const [path] = match;
    const isPattern = /^[*<{]/.test(line.slice(match.index + path.length));
    if (!isPattern && !repository.pathExists(path)) report(path, "no such file in the repository");
  }
}

function checkDecisions(line, repository, report) {
  for (const match of line.matchAll(DECISIONS)) {
    for (const number of match[1].match(/\d{3}/g)) {
      if (!repository.decisionExists(number)) report(`decision ${number}`, `no docs/decisions/${number}-*.md`);
    }
  }
}

function checkMarkdownLinks(line, directory, repository, report) {
  for (const [, target] of line.matchAll(MARKDOWN_LINK)) {
    if (/^[a-z]+:/i.test(target)) continue;
    const path = posix.normalize(posix.join(directory, target));
    if (!repository.pathExists(path)) report(target, "the link points at no file in the repository");
  }
}

/**
 * Every citation of `text` that the repository cannot resolve, with its 1-based line; and how many were checked.
 * `markdownDirectory` (the document's folder, relative to the root) turns on the check of relative links.
 */
export function checkText(text, repository, markdownDirectory) {
  const lines = text.split("\n");
  const broken = [];
  let checked = 0;
  lines.forEach((line, lineIndex) => {
    const report = (citation, reason) => broken.push({ line: lineIndex + 1, citation, reason });
    checked += [...line.matchAll(SECTION)].length + [...line.matchAll(DOCS_PATH)].length;
    for (const match of line.matchAll(DECISIONS)) checked += match[1].match(/\d{3}/g).length;
    checkSections(line, lineIndex, lines, repository, report);
    checkDocsPaths(line, repository, report);
    checkDecisions(line, repository, report);
    if (markdownDirectory !== undefined) {
      checked += [...line.matchAll(MARKDOWN_LINK)].length;
      checkMarkdownLinks(line, markdownDirectory, repository, report);
    }
  });
  return { checked, broken };
}

function* filesUnder(folder) {
  if (!existsSync(folder)) return;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name) && !entry.name.startsWith(".")) yield* filesUnder(path);
    } else if (CODE_EXTENSIONS.test(entry.name) && path !== SELF) {
      yield path;
    }
  }
}

/** The files whose citations must resolve: the packages' sources and READMEs, e2e, bench, scripts and docs. */
export function citingFiles(root) {
  const packages = join(root, "packages");
  const packageFolders = existsSync(packages)
    ? readdirSync(packages).filter((name) => statSync(join(packages, name)).isDirectory())
    : [];
  const files = [
    ...packageFolders.flatMap((name) => [...filesUnder(join(packages, name, "src"))]),
    ...packageFolders.map((name) => join(packages, name, "README.md")).filter((file) => existsSync(file)),
    ...["e2e", "bench", "scripts", "docs"].flatMap((name) => [...filesUnder(join(root, name))]),
  ];
  if (existsSync(join(root, "README.md"))) files.push(join(root, "README.md"));
  return files;
}

/** Checks every citing file of the repository at `root`. */
export function checkDocReferences(root) {
  const repository = repositoryAt(root);
  const broken = [];
  let checked = 0;
  for (const file of citingFiles(root)) {
    const name = relative(root, file).split(sep).join("/");
    const result = checkText(
      readFileSync(file, "utf8"),
      repository,
      name.endsWith(".md") ? posix.dirname(name) : undefined,
    );
    checked += result.checked;
    for (const problem of result.broken) broken.push({ file: name, ...problem });
  }
  return { checked, broken };
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  const root = join(dirname(SELF), "..", "..");
  const { checked, broken } = checkDocReferences(root);
  for (const problem of broken)
    console.error(`${problem.file}:${problem.line}: ${problem.citation} — ${problem.reason}`);
  console.log(`doc references: ${checked} checked, ${broken.length} broken`);
  process.exitCode = broken.length > 0 ? 1 : 0;
}
