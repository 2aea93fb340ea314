import { dataSourceSchema, type Storyline, storylineSchema } from "@storyframe/core";
import type { ContentRepository } from "./repository";

/** A storyline that uses an endpoint, with the tags a reader of the storyline needs. */
export type EndpointUse = { storyline: string; requiredTags: readonly string[] };

/** Every data source a storyline names: its own, its chapters', pages', paragraphs', slots' and filters'. */
export function dataSourceNamesOf(storyline: Storyline): string[] {
  return [
    ...new Set([
      ...storyline.dataSources,
      ...storyline.filters.flatMap((filter) => (filter.optionsFrom ? [filter.optionsFrom.dataSource] : [])),
      ...storyline.chapters.flatMap((chapter) => [
        ...chapter.dataSources,
        ...chapter.pages.flatMap((page) => [
          ...page.dataSources,
          ...page.paragraphs.flatMap((paragraph) => [
            ...paragraph.dataSources,
            ...paragraph.slots.map((slot) => slot.dataSource),
          ]),
        ]),
      ]),
    ]),
  ];
}

/**
 * Which storylines use each endpoint (by its path, `fleet/kpis`): a storyline uses an endpoint when one of
 * the data sources it names has that `apiEndpoint`. Data sources that do not exist are skipped.
 */
export function endpointUses(
  storylines: readonly Storyline[],
  apiEndpointOfDataSource: ReadonlyMap<string, readonly string[]>,
): Map<string, EndpointUse[]> {
  const uses = new Map<string, EndpointUse[]>();
  for (const storyline of storylines) {
    const paths = new Set<string>();
    for (const name of dataSourceNamesOf(storyline)) {
      const apiEndpoint = apiEndpointOfDataSource.get(name);
      if (apiEndpoint && apiEndpoint.length > 0) paths.add(apiEndpoint.join("/"));
    }
    for (const path of paths) {
      const list = uses.get(path) ?? [];
      list.push({ storyline: storyline.name, requiredTags: storyline.requiredTags });
      uses.set(path, list);
    }
  }
  return uses;
}

/** The storylines that use each endpoint of a tenant's branch, read from its stored content (invalid objects skipped). */
export async function readEndpointUses(
  content: ContentRepository,
  domainName: string,
  branch: string,
): Promise<Map<string, EndpointUse[]>> {
  const [storedStorylines, storedDataSources] = await Promise.all([
    content.list(domainName, branch, "storyline"),
    content.list(domainName, branch, "datasource"),
  ]);
  const storylines = storedStorylines.flatMap((stored) => {
    const parsed = storylineSchema.safeParse(stored.object);
    return parsed.success ? [parsed.data] : [];
  });
  const apiEndpoints = new Map<string, readonly string[]>();
  for (const stored of storedDataSources) {
    const parsed = dataSourceSchema.safeParse(stored.object);
    // Keyed by the stored name, which is what storylines name.
    if (parsed.success) apiEndpoints.set(stored.name, parsed.data.apiEndpoint);
  }
  return endpointUses(storylines, apiEndpoints);
}
