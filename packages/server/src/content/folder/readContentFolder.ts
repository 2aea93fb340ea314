import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { includedTemplatePaths } from "@storyframe/canvas/engine";
import {
  type ContentKind,
  dataEndpointSchema,
  dataSourceSchema,
  MAX_NESTING_DEPTH,
  menuSchema,
  nestingExceeds,
  nestingTooDeepMessage,
  storylineSchema,
} from "@storyframe/core";
import type { z } from "zod";
import { templateParseError } from "../compileTemplates";
import { endpointUses } from "../endpointUsage";
import type { PushObject } from "../repository";

export type ContentProblem = { file: string; path: string; message: string };
/**
 * `problems` keep the folder from being pushed. `warnings` do not: a template that does not parse is pushed as it
 * is (the viewer shows its parse error in its frame), as a save through the API would refuse it.
 */
export type ContentFolder = { objects: PushObject[]; problems: ContentProblem[]; warnings: ContentProblem[] };

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)]))
    .sort();
}

/** The ending of an endpoint's query in PostgreSQL's dialect, beside its `.sql` (`data/<path>.postgres.sql`). */
export const POSTGRES_SQL = ".postgres.sql";

const toPosix = (path: string) => path.split(sep).join("/");

/**
 * Reads a tenant's content folder (docs/content-format.md). Objects are kept
 * as authored (so a pull writes back the same bytes); they are validated with
 * the core schemas and against each other, and every problem names its file
 * and the path inside it.
 */
export function readContentFolder(root: string): ContentFolder {
  const objects: PushObject[] = [];
  const problems: ContentProblem[] = [];
  const warnings: ContentProblem[] = [];
  const fileOf = (path: string) => toPosix(relative(root, path));
  const problem = (file: string, path: string, message: string) => problems.push({ file, path, message });

  if (!existsSync(root) || !statSync(root).isDirectory()) {
    return { objects, problems: [{ file: root, path: "", message: "is not a folder" }], warnings };
  }

  const readJson = (path: string): unknown => {
    let value: unknown;
    try {
      value = JSON.parse(readFileSync(path, "utf8")) as unknown;
    } catch (error) {
      problem(fileOf(path), "", `is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
    // Checked before the schemas, which recurse into menu trees and JSON values.
    if (nestingExceeds(value, MAX_NESTING_DEPTH)) {
      problem(fileOf(path), "", nestingTooDeepMessage(MAX_NESTING_DEPTH));
      return undefined;
    }
    return value;
  };
  const check = <T>(schema: z.ZodType<T>, value: unknown, file: string): T | undefined => {
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) problem(file, issue.path.join(".") || "(file)", issue.message);
    return undefined;
  };
  const add = (kind: ContentKind, name: string, object: unknown) => objects.push({ kind, name, object });

  const menuFile = join(root, "menu.json");
  const menuRaw = existsSync(menuFile) ? readJson(menuFile) : undefined;
  const menu = menuRaw === undefined ? undefined : check(menuSchema, menuRaw, "menu.json");
  if (menu) add("menu", "menu", menuRaw);

  const storylines = new Map<string, { file: string; value: z.infer<typeof storylineSchema> }>();
  for (const path of walk(join(root, "storylines"))) {
    const file = fileOf(path);
    const parts = file.split("/");
    if (parts.length !== 3 || parts[2] !== "storyline.json") {
      if (!file.endsWith(".md"))
        problem(file, "", "is not part of the format (expected storylines/<name>/storyline.json)");
      continue;
    }
    const raw = readJson(path);
    const value = raw === undefined ? undefined : check(storylineSchema, raw, file);
    if (!value) continue;
    if (value.name !== parts[1]) problem(file, "name", `must be '${parts[1]}', the name of its folder`);
    storylines.set(value.name, { file, value });
    add("storyline", value.name, raw);
  }

  const templates = new Map<string, { file: string; includes: string[] }>();
  const templateFiles = walk(join(root, "templates"));
  for (const path of templateFiles) {
    const file = fileOf(path);
    const name = file.replace(/^templates\//, "").replace(/\.(jsx|css)$/, "");
    if (file.endsWith(".css")) {
      if (!existsSync(path.replace(/\.css$/, ".jsx")))
        problem(file, "", `has no template: templates/${name}.jsx is missing`);
      continue;
    }
    if (!file.endsWith(".jsx")) {
      if (!file.endsWith(".md"))
        problem(file, "", "is not part of the format (templates are .jsx with an optional .css)");
      continue;
    }
    const jsx = readFileSync(path, "utf8");
    const cssPath = path.replace(/\.jsx$/, ".css");
    const css = existsSync(cssPath) ? readFileSync(cssPath, "utf8") : "";
    const includes = includedTemplatePaths(jsx);
    const parseError = templateParseError(jsx);
    if (parseError !== null) {
      const at = `line ${parseError.line}, column ${parseError.column}`;
      warnings.push({ file, path: at, message: `${parseError.message} ${parseError.detail}` });
    }
    templates.set(name, { file, includes });
    add("template", name, { jsx, css, includes });
  }

  const dataSources = new Map<string, { file: string; apiEndpoint: string[] }>();
  for (const path of walk(join(root, "datasources"))) {
    const file = fileOf(path);
    if (!file.endsWith(".json")) {
      if (!file.endsWith(".md")) problem(file, "", "is not part of the format (expected datasources/<name>.json)");
      continue;
    }
    const stem = file.replace(/^datasources\//, "").replace(/\.json$/, "");
    const raw = readJson(path);
    const value = raw === undefined ? undefined : check(dataSourceSchema, raw, file);
    if (!value) continue;
    if (value.name !== stem) problem(file, "name", `must be '${stem}', the name of its file`);
    dataSources.set(value.name, { file, apiEndpoint: value.apiEndpoint });
    add("datasource", value.name, raw);
  }

  /** Each endpoint with the tags it declares (undefined: none declared). */
  const endpoints = new Map<string, { file: string; requiredTags: string[] | undefined }>();
  const dataFiles = walk(join(root, "data"));
  for (const path of dataFiles) {
    const file = fileOf(path);
    if (file.endsWith(POSTGRES_SQL)) {
      const base = file.slice(0, -POSTGRES_SQL.length);
      if (!existsSync(`${path.slice(0, -POSTGRES_SQL.length)}.sql`)) {
        problem(file, "", `is a PostgreSQL variant of a query that does not exist: ${base}.sql is missing`);
      }
      continue;
    }
    const name = file.replace(/^data\//, "").replace(/\.(sql|json)$/, "");
    if (file.endsWith(".json")) {
      if (!existsSync(path.replace(/\.json$/, ".sql"))) problem(file, "", `has no query: data/${name}.sql is missing`);
      continue;
    }
    if (!file.endsWith(".sql")) {
      if (!file.endsWith(".md")) problem(file, "", "is not part of the format (endpoints are .sql with a .json)");
      continue;
    }
    const sidecarPath = path.replace(/\.sql$/, ".json");
    if (!existsSync(sidecarPath)) {
      problem(file, "", `has no declaration: data/${name}.json is missing`);
      continue;
    }
    const sql = readFileSync(path, "utf8");
    const postgresPath = path.replace(/\.sql$/, POSTGRES_SQL);
    const postgresSql = existsSync(postgresPath) ? readFileSync(postgresPath, "utf8") : undefined;
    const sidecar = readJson(sidecarPath);
    if (sidecar === undefined || typeof sidecar !== "object" || sidecar === null) continue;
    const object = { ...sidecar, sql, ...(postgresSql === undefined ? {} : { postgresSql }) };
    const value = check(dataEndpointSchema, object, `data/${name}.json`);
    if (!value) continue;
    const declared = new Set(value.parameters.map((p) => p.name));
    const queries: [string, string][] = [[file, sql]];
    if (postgresSql !== undefined) queries.push([`data/${name}${POSTGRES_SQL}`, postgresSql]);
    for (const [queryFile, query] of queries) {
      for (const placeholder of new Set([...query.matchAll(/\$([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1] ?? ""))) {
        if (!declared.has(placeholder))
          problem(queryFile, `$${placeholder}`, "is used in the query but not declared as a parameter");
      }
    }
    endpoints.set(name, { file: `data/${name}.json`, requiredTags: value.requiredTags });
    add("endpoint", name, object);
  }

  // References between objects.
  for (const [name, { file, includes }] of templates) {
    includes.forEach((include) => {
      if (!templates.has(include))
        problem(file, `Include path="${include}"`, `includes the template '${include}', which does not exist`);
    });
    if (includes.includes(name)) problem(file, `Include path="${name}"`, "includes itself");
  }
  for (const { file, apiEndpoint } of dataSources.values()) {
    const endpoint = apiEndpoint.join("/");
    if (apiEndpoint.length > 0 && !endpoints.has(endpoint)) {
      problem(file, "apiEndpoint", `names the endpoint '${endpoint}', but data/${endpoint}.sql does not exist`);
    }
  }
  for (const { file, value } of storylines.values()) {
    const needDataSource = (names: readonly string[], path: string) =>
      names.forEach((ds, i) => {
        if (!dataSources.has(ds)) problem(file, `${path}.${i}`, `names the data source '${ds}', which does not exist`);
      });
    needDataSource(value.dataSources, "dataSources");
    value.filters.forEach((filter, f) => {
      const source = filter.optionsFrom?.dataSource;
      if (source !== undefined && !dataSources.has(source)) {
        problem(file, `filters.${f}.optionsFrom.dataSource`, `names the data source '${source}', which does not exist`);
      }
    });
    value.chapters.forEach((chapter, c) => {
      needDataSource(chapter.dataSources, `chapters.${c}.dataSources`);
      chapter.pages.forEach((page, p) => {
        const at = `chapters.${c}.pages.${p}`;
        needDataSource(page.dataSources, `${at}.dataSources`);
        if (page.template && !templates.has(page.template))
          problem(file, `${at}.template`, `names the template '${page.template}', which does not exist`);
        page.paragraphs.forEach((paragraph, q) => {
          const pat = `${at}.paragraphs.${q}`;
          if (!templates.has(paragraph.templateName)) {
            problem(
              file,
              `${pat}.templateName`,
              `names the template '${paragraph.templateName}', which does not exist`,
            );
          }
          needDataSource(paragraph.dataSources, `${pat}.dataSources`);
          paragraph.slots.forEach((slot, s) => {
            if (!dataSources.has(slot.dataSource)) {
              problem(
                file,
                `${pat}.slots.${s}.dataSource`,
                `names the data source '${slot.dataSource}', which does not exist`,
              );
            }
          });
        });
      });
    });
  }
  // An endpoint's declared tags must be at least those of every storyline using it (decision 070).
  const uses = endpointUses(
    [...storylines.values()].map(({ value }) => value),
    new Map([...dataSources].map(([name, { apiEndpoint }]) => [name, apiEndpoint])),
  );
  for (const [name, { file, requiredTags }] of endpoints) {
    if (requiredTags === undefined) continue;
    for (const use of uses.get(name) ?? []) {
      const missing = use.requiredTags.filter((tag) => !requiredTags.includes(tag));
      if (missing.length > 0) {
        problem(
          file,
          "requiredTags",
          `must include ${missing.join(", ")}: the storyline '${use.storyline}' uses this endpoint and needs ${use.requiredTags.join(", ")}`,
        );
      }
    }
  }
  if (menu) {
    const names = new Set<string>();
    const visit = (items: typeof menu.items, path: string) =>
      items.forEach((item, i) => {
        if (names.has(item.name)) problem("menu.json", `${path}.${i}.name`, `'${item.name}' is used by two menu items`);
        names.add(item.name);
        if (item.storyline && !storylines.has(item.storyline)) {
          problem(
            "menu.json",
            `${path}.${i}.storyline`,
            `names the storyline '${item.storyline}', which does not exist`,
          );
        }
        visit(item.children, `${path}.${i}.children`);
      });
    visit(menu.items, "items");
  }

  return { objects, problems, warnings };
}
