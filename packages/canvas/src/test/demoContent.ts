/// <reference types="node" />
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { TemplateSource } from "../template/templateSource";

/** The demo content the product ships (content/demo), read from disk for tests of the templates it holds. */
const demo = join(import.meta.dirname, "../../../../content/demo");
const templateDir = join(demo, "templates");

function listJsx(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listJsx(join(dir, entry.name)) : entry.name.endsWith(".jsx") ? [join(dir, entry.name)] : [],
  );
}

/** Every demo template by path ("fleet/kpi-strip"), with its CSS ("" when it has none). */
export const demoTemplates: Record<string, TemplateSource> = Object.fromEntries(
  listJsx(templateDir).map((file) => {
    const css = file.replace(/\.jsx$/, ".css");
    return [
      relative(templateDir, file).replace(/\.jsx$/, ""),
      { jsx: readFileSync(file, "utf8"), css: existsSync(css) ? readFileSync(css, "utf8") : "" },
    ];
  }),
);

export const demoTemplateNames = Object.keys(demoTemplates).sort();

type Paragraph = { name: string; templateName: string; dataSources: string[]; data: unknown };
type Storyline = {
  name: string;
  parameterValues?: Record<string, unknown>;
  chapters: { pages: { paragraphs: Paragraph[] }[] }[];
};

/** Every paragraph of the demo storylines, with the storyline it belongs to. */
export const demoParagraphs = readdirSync(join(demo, "storylines")).flatMap((name) => {
  const storyline = JSON.parse(readFileSync(join(demo, "storylines", name, "storyline.json"), "utf8")) as Storyline;
  return storyline.chapters.flatMap((chapter) =>
    chapter.pages.flatMap((page) => page.paragraphs.map((paragraph) => ({ storyline, paragraph }))),
  );
});
