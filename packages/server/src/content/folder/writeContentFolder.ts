import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { StoredObject } from "../repository";
import { POSTGRES_SQL } from "./readContentFolder";

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

function write(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

/** Content files a pull owns (others, such as README.md, are left alone). */
function removeOwnedFiles(dir: string, extensions: readonly string[]): void {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) removeOwnedFiles(path, extensions);
    else if (extensions.some((extension) => entry.name.endsWith(extension))) rmSync(path);
  }
}

/**
 * Writes a branch's objects as a content folder. Objects were stored as
 * authored, so pulling what was pushed writes the same bytes back.
 */
export function writeContentFolder(root: string, objects: readonly StoredObject[]): void {
  removeOwnedFiles(join(root, "storylines"), ["storyline.json"]);
  removeOwnedFiles(join(root, "templates"), [".jsx", ".css"]);
  removeOwnedFiles(join(root, "datasources"), [".json"]);
  removeOwnedFiles(join(root, "data"), [".sql", ".json"]);
  if (existsSync(join(root, "menu.json"))) rmSync(join(root, "menu.json"));

  for (const item of objects) {
    const object = item.object as Record<string, unknown>;
    switch (item.kind) {
      case "menu":
        write(join(root, "menu.json"), json(object));
        break;
      case "storyline":
        write(join(root, "storylines", item.name, "storyline.json"), json(object));
        break;
      case "datasource":
        write(join(root, "datasources", `${item.name}.json`), json(object));
        break;
      case "template": {
        write(join(root, "templates", `${item.name}.jsx`), String(object.jsx ?? ""));
        const css = String(object.css ?? "");
        if (css !== "") write(join(root, "templates", `${item.name}.css`), css);
        break;
      }
      case "endpoint": {
        const { sql, postgresSql, ...declaration } = object;
        write(join(root, "data", `${item.name}.sql`), String(sql ?? ""));
        if (typeof postgresSql === "string") write(join(root, "data", `${item.name}${POSTGRES_SQL}`), postgresSql);
        write(join(root, "data", `${item.name}.json`), json(declaration));
        break;
      }
    }
  }
}
