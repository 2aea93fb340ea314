import {
  contentNameSchema,
  dataEndpointSchema,
  dataSourceSchema,
  hasAllTags,
  LruCache,
  MENU_LOCATION_STORYLINE,
  type MenuItem,
  menuSchema,
  messages,
  type Storyline,
  type StorylineDataSource,
  storylineSchema,
  type Template,
  templateSchema,
} from "@storyframe/core";
import { contentVersionOf } from "../branches/repository";
import type { BranchService } from "../branches/service";
import type { CacheCounter } from "../metrics/metrics";
import { ConflictError, ForbiddenError, InvalidError, NotFoundError } from "../shared/domainErrors";
import { refuseUnparsableTemplates, withCompiledForm } from "./compileTemplates";
import { dataSourceNamesOf } from "./endpointUsage";
import type { ContentRepository, StoredObject } from "./repository";
import {
  type FlatTemplate,
  flattenTemplateHierarchy,
  reachableTemplates,
  type TemplateNode,
} from "./templateHierarchy";

type Base = Pick<StoredObject, "name" | "schemaVersion" | "createdOnMs" | "storedOnMs" | "version"> & {
  object: string;
};

function baseOf(stored: StoredObject): Base {
  return {
    name: stored.name,
    schemaVersion: stored.schemaVersion,
    object: stored.kind,
    createdOnMs: stored.createdOnMs,
    storedOnMs: stored.storedOnMs,
    version: stored.version,
  };
}

export type PresentedMenuItem = Omit<MenuItem, "children"> & {
  url?: string | undefined;
  children: PresentedMenuItem[];
};

/** The menu a user may see: items whose required tags they lack are left out, with their children. */
function visibleMenuItems(items: readonly MenuItem[], tags: readonly string[]): PresentedMenuItem[] {
  return items
    .filter((item) => hasAllTags(tags, item.requiredTags))
    .sort((a, b) => a.displayOrder - b.displayOrder || a.title.localeCompare(b.title))
    .map((item) => ({
      ...item,
      url: item.storyline ? `/storylines/${item.storyline}` : item.url,
      // Items of the content API all belong to the storyline menu (platform-shell §3, menu item).
      menuLocationId: MENU_LOCATION_STORYLINE,
      children: visibleMenuItems(item.children, tags),
    }));
}

function findMenuItem(items: readonly PresentedMenuItem[], name: string): PresentedMenuItem | undefined {
  for (const item of items) {
    if (item.name === name) return item;
    const child = findMenuItem(item.children, name);
    if (child) return child;
  }
  return undefined;
}

export type SavedTemplate = { name: string; version: number; storedOnMs: number };

/** Reads and writes the content of a tenant's branch for the content API. */
export class ContentService {
  private readonly storylineCache = new LruCache<string, { requiredTags: string[]; json: Buffer }>(200);

  constructor(
    private readonly content: ContentRepository,
    private readonly branches: BranchService,
    private readonly storylineLookups?: CacheCounter,
  ) {}

  async menu(domainName: string, branch: string, tags: readonly string[]): Promise<PresentedMenuItem[]> {
    await this.branches.require(domainName, branch);
    const stored = await this.content.get(domainName, branch, "menu", "menu");
    const menu = stored ? menuSchema.parse(stored.object) : { items: [] };
    return visibleMenuItems(menu.items, tags);
  }

  async menuItem(
    domainName: string,
    branch: string,
    name: string,
    tags: readonly string[],
  ): Promise<PresentedMenuItem> {
    const item = findMenuItem(await this.menu(domainName, branch, tags), name);
    if (!item) throw new NotFoundError(`Menu item '${name}' not found.`);
    return item;
  }

  async storylines(domainName: string, branch: string, tags: readonly string[]) {
    await this.branches.require(domainName, branch);
    const stored = await this.content.list(domainName, branch, "storyline");
    return stored
      .map((s) => ({ stored: s, storyline: storylineSchema.parse(s.object) }))
      .filter(({ storyline }) => hasAllTags(tags, storyline.requiredTags))
      .map(({ stored: s, storyline }) => ({
        ...baseOf(s),
        id: s.name,
        title: storyline.title,
        description: storyline.description,
        requiredTags: storyline.requiredTags,
      }));
  }

  /**
   * A storyline as the JSON the content API answers. Assembling one reads
   * dozens of objects, so the result is cached per branch revision: any
   * write to the branch (from any instance or the CLI) raises the revision
   * and so makes a fresh entry.
   */
  async storylineJson(domainName: string, branch: string, name: string, tags: readonly string[]): Promise<Buffer> {
    const key = `${domainName}\0${branch}\0${contentVersionOf(await this.branches.require(domainName, branch))}\0${name}`;
    let entry = this.storylineCache.get(key);
    if (entry) {
      this.storylineLookups?.hit();
    } else {
      this.storylineLookups?.miss();
      const assembled = await this.assembleStoryline(domainName, branch, name);
      entry = { requiredTags: assembled.requiredTags, json: Buffer.from(JSON.stringify(assembled)) };
      this.storylineCache.set(key, entry);
    }
    if (!hasAllTags(tags, entry.requiredTags)) {
      throw new ForbiddenError(
        `You do not have permission for this storyline: it needs ${entry.requiredTags.join(", ")}.`,
      );
    }
    return entry.json;
  }

  /** A storyline with the templates (includes resolved, each once) and data source definitions it uses. */
  private async assembleStoryline(domainName: string, branch: string, name: string) {
    const stored = await this.content.get(domainName, branch, "storyline", name);
    if (!stored) throw new NotFoundError(messages.storylineNotFound);
    const storyline: Storyline = storylineSchema.parse(stored.object);

    const templateRoots = storyline.chapters.flatMap((chapter) =>
      chapter.pages.flatMap((page) => [
        ...(page.template ? [page.template] : []),
        ...page.paragraphs.map((paragraph) => paragraph.templateName),
      ]),
    );
    const loaded = new Map<string, { template: Template; version: number }>();
    const { missing } = await reachableTemplates(templateRoots, async (path) => {
      const stored = await this.content.get(domainName, branch, "template", path);
      if (!stored) return undefined;
      const template = templateSchema.parse(stored.object);
      loaded.set(path, { template, version: stored.version });
      return template;
    });

    const dataSources: StorylineDataSource[] = [];
    for (const dsName of dataSourceNamesOf(storyline)) {
      const ds = await this.content.get(domainName, branch, "datasource", dsName);
      if (!ds) continue;
      const dataSource = dataSourceSchema.parse(ds.object);
      // Marked so the viewer sends it with POST: a GET of the data API must not change data (answers 405).
      const writes = await this.endpointWrites(domainName, branch, dataSource.apiEndpoint);
      dataSources.push(writes ? { ...dataSource, writes } : dataSource);
    }
    return {
      ...baseOf(stored),
      id: stored.name,
      ...storyline,
      dataSources,
      // Each with its compiled form, so the viewer only evaluates, and its version, so the Debugger can save it
      // (both cached with the answer per branch revision: every template write raises the revision).
      templates: Object.fromEntries(
        [...loaded].map(([path, { template, version }]) => [path, withCompiledForm(template, version)]),
      ),
      missingTemplates: missing,
    };
  }

  /** The endpoint a data source names is defined with `"writes": true`; false when it is missing or invalid. */
  private async endpointWrites(domainName: string, branch: string, apiEndpoint: readonly string[]): Promise<boolean> {
    if (apiEndpoint.length === 0) return false;
    const endpoint = await this.content.get(domainName, branch, "endpoint", apiEndpoint.join("/"));
    return endpoint ? dataEndpointSchema.safeParse(endpoint.object).data?.writes === true : false;
  }

  /**
   * Saves a template with its include hierarchy in one transaction. Each
   * template must carry the version it was read at (or none when new): a
   * stale version fails the whole save with a conflict naming the template.
   */
  async saveTemplate(domainName: string, branch: string, root: TemplateNode): Promise<SavedTemplate[]> {
    await this.branches.require(domainName, branch);
    const templates: FlatTemplate[] = flattenTemplateHierarchy(root);
    refuseInvalidIncludes(templates);
    refuseUnparsableTemplates(templates);
    return this.content.transaction(async (trx) => {
      const saved: SavedTemplate[] = [];
      for (const template of templates) {
        const object: Template = { jsx: template.jsx, css: template.css, includes: template.includes };
        const outcome = await this.content.save(
          domainName,
          branch,
          "template",
          template.id,
          object,
          template.version ?? null,
          trx,
        );
        if (!outcome.ok) {
          throw new ConflictError(
            outcome.currentVersion === null
              ? `Template '${template.id}' no longer exists in branch '${branch}'; it was deleted after you opened it.`
              : `Template '${template.id}' was changed by someone else (now version ${outcome.currentVersion}${template.version === undefined ? "" : `, you edited version ${template.version}`}). Reload it and apply your changes again.`,
          );
        }
        saved.push({ name: template.id, version: outcome.stored.version, storedOnMs: outcome.stored.storedOnMs });
      }
      return saved;
    });
  }
}

/** An include path that is not a template name (`../x`, `constructor/..`) could never be loaded: refused up front. */
function refuseInvalidIncludes(templates: readonly FlatTemplate[]): void {
  const problems: string[] = [];
  for (const template of templates) {
    for (const path of template.includes) {
      const checked = contentNameSchema.safeParse(path);
      if (!checked.success) {
        problems.push(
          `Template '${template.id}' includes '${path}', which is not a template name: ${checked.error.issues[0]?.message ?? "invalid"}.`,
        );
      }
    }
  }
  if (problems.length > 0) throw new InvalidError({ includes: problems });
}
