import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { EditorComponentDocumentation, EditorTemplate } from "@storyframe/core";
import { componentDeclarations, componentMarkdown, projectFile } from "./componentDeclarations";
import {
  DECLARATIONS_FILE,
  GENERATED_FOLDER,
  PROJECT_FILE,
  type TemplateFileKind,
  templateFile,
} from "./templateFiles";

async function readText(file: string): Promise<string | null> {
  try {
    return await readFile(file, "utf8");
  } catch (error) {
    if (error instanceof Error && "code" in error && error.code === "ENOENT") return null;
    throw error;
  }
}

/** Writes `text` unless the file already holds it (`current`, read when not given); true when it wrote. */
async function writeIfChanged(file: string, text: string, current?: string | null): Promise<boolean> {
  if ((current === undefined ? await readText(file) : current) === text) return false;
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text, "utf8");
  return true;
}

/** What mirroring templates did: the files written, and those kept because they were edited in the folder. */
export type MirroredFiles = { written: string[]; kept: string[] };

/**
 * The folder `storyframe dev` mirrors the open storyline into: each template as `<name>.jsx` and `<name>.css`,
 * and the link's own files (declarations, documentation, CSS classes, canvas data). It remembers each template
 * as the viewer last had it, so a file event is an edit only when the file's text differs from that: its own
 * writes are never sent back. It remembers too what each template file held when it last wrote it or the viewer
 * took it, so an edit the viewer never got (made while none was connected) is not written over.
 */
export class MirrorFolder {
  private readonly known = new Map<string, EditorTemplate>();
  /** Per template file: the text it held when last written here or taken by the viewer. */
  private readonly synced = new Map<string, string>();

  constructor(readonly dir: string) {}

  /** Forgets the templates of the storyline shown before (their files stay). */
  forget(): void {
    this.known.clear();
  }

  /** Whether the viewer sent this template (since the storyline opened). */
  has(name: string): boolean {
    return this.known.has(name);
  }

  /**
   * Writes templates as the viewer has them, except over a file edited since it was last written or taken by the
   * viewer (that edit would be lost); refuses (throws `UnsafeTemplateNameError`) before writing anything when a
   * name would land outside the folder. Answers the files it wrote and those it kept.
   */
  async writeTemplates(templates: readonly EditorTemplate[]): Promise<MirroredFiles> {
    const files = templates.map((template) => ({
      template,
      jsx: templateFile(this.dir, template.name, "jsx"),
      css: templateFile(this.dir, template.name, "css"),
    }));
    const mirrored: MirroredFiles = { written: [], kept: [] };
    for (const { template, jsx, css } of files) {
      this.known.set(template.name, template);
      await this.mirrorFile(jsx, template.jsx, mirrored);
      await this.mirrorFile(css, template.css, mirrored);
    }
    return mirrored;
  }

  /** The viewer took the template as its files hold it: from now on they are written over as usual. */
  taken(template: EditorTemplate): void {
    this.synced.set(this.fileOf(template.name, "jsx"), template.jsx);
    this.synced.set(this.fileOf(template.name, "css"), template.css);
  }

  /**
   * The template as its files hold it now, when that differs from what the viewer has (which it then becomes);
   * null when nothing changed or its JSX file is gone.
   */
  async editedTemplate(name: string): Promise<EditorTemplate | null> {
    const jsx = await readText(this.fileOf(name, "jsx"));
    if (jsx === null) return null;
    const css = (await readText(this.fileOf(name, "css"))) ?? "";
    const before = this.known.get(name);
    if (before && before.jsx === jsx && before.css === css) return null;
    const edited = { name, jsx, css, includes: before?.includes ?? [] };
    this.known.set(name, edited);
    return edited;
  }

  /**
   * Each component's documentation as `_storyframe/components/<Name>.md`, the declarations file, and a project
   * file (only when the folder has none) that makes the editor check the templates against the declarations.
   */
  async writeDocumentation(components: readonly EditorComponentDocumentation[]): Promise<void> {
    for (const component of components) {
      await writeIfChanged(this.generated("components", `${component.name}.md`), componentMarkdown(component));
    }
    await writeIfChanged(join(this.dir, DECLARATIONS_FILE), componentDeclarations(components));
    const project = join(this.dir, PROJECT_FILE);
    if ((await readText(project)) === null) await writeIfChanged(project, projectFile());
  }

  /** The CSS classes the templates use, one a line, in `_storyframe/css-classes.txt`. */
  async writeCssClasses(classes: readonly string[]): Promise<void> {
    await writeIfChanged(this.generated("css-classes.txt"), classes.length > 0 ? `${classes.join("\n")}\n` : "");
  }

  /** The current frame's data and the parameter values, in `_storyframe/canvas-data.json`. */
  async writeCanvasData(data: unknown): Promise<void> {
    await writeIfChanged(this.generated("canvas-data.json"), `${JSON.stringify(data, null, 2)}\n`);
  }

  private async mirrorFile(file: string, text: string, mirrored: MirroredFiles): Promise<void> {
    const onDisk = await readText(file);
    const last = this.synced.get(file);
    if (onDisk !== null && onDisk !== text && last !== undefined && onDisk !== last) {
      mirrored.kept.push(file);
      return;
    }
    if (await writeIfChanged(file, text, onDisk)) mirrored.written.push(file);
    this.synced.set(file, text);
  }

  private fileOf(name: string, kind: TemplateFileKind): string {
    return templateFile(this.dir, name, kind);
  }

  private generated(...parts: string[]): string {
    return join(this.dir, GENERATED_FOLDER, ...parts);
  }
}
