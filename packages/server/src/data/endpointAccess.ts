import { type DataEndpoint, hasAllTags, LruCache, TAGS } from "@storyframe/core";
import { type EndpointUse, readEndpointUses } from "../content/endpointUsage";
import type { ContentRepository } from "../content/repository";
import { ForbiddenError } from "../shared/domainErrors";

/** Who reads data: the tenant, the caller (user id, or the anonymous visitor's address) and their effective tags. */
export type DataReader = {
  domainName: string;
  id: string;
  tags: readonly string[];
  /** Refuses what a share link's grant does not cover (decision 078), before anything else is checked or run. */
  confine?: (request: {
    branch: string;
    path: string;
    endpoint: DataEndpoint;
    provided: Readonly<Record<string, unknown>>;
  }) => Promise<void>;
};

const refusals = {
  needs: (tags: readonly string[]) => `You do not have permission for this data endpoint: it needs ${tags.join(", ")}.`,
  storylines: "You do not have permission for this data endpoint: it serves only storylines you may not read.",
};

/**
 * Why `tags` may not read an endpoint, or null when they may (decision 070). An endpoint that declares
 * `requiredTags` needs exactly those (validation keeps them at least those of its storylines; a reader must
 * also be able to read one of them, should stored content have escaped validation). Otherwise a reader must
 * be able to read a storyline that uses it, and an endpoint no storyline uses is for developers alone.
 */
export function endpointRefusal(
  tags: readonly string[],
  declared: readonly string[] | undefined,
  uses: readonly EndpointUse[],
): string | null {
  if (declared !== undefined && !hasAllTags(tags, declared)) return refusals.needs(declared);
  if (uses.length === 0) {
    return declared !== undefined || tags.includes(TAGS.developerTools) ? null : refusals.needs([TAGS.developerTools]);
  }
  return uses.some((use) => hasAllTags(tags, use.requiredTags)) ? null : refusals.storylines;
}

/**
 * Decides who may read each data endpoint of a branch from the storylines that use it. The storylines using
 * each endpoint are read once per version of the branch's content (any content write raises it) and shared by concurrent
 * requests.
 */
export class EndpointAccess {
  private readonly usesByRevision = new LruCache<string, Promise<Map<string, EndpointUse[]>>>(200);

  constructor(private readonly content: ContentRepository) {}

  /** Refuses (ForbiddenError) a reader who may not read the endpoint at `path`. */
  async require(
    reader: DataReader,
    branch: string,
    version: string,
    path: string,
    endpoint: DataEndpoint,
  ): Promise<void> {
    const uses = (await this.uses(reader.domainName, branch, version)).get(path) ?? [];
    const refusal = endpointRefusal(reader.tags, endpoint.requiredTags, uses);
    if (refusal !== null) throw new ForbiddenError(refusal);
  }

  private uses(domainName: string, branch: string, version: string): Promise<Map<string, EndpointUse[]>> {
    const key = `${domainName}\0${branch}\0${version}`;
    const known = this.usesByRevision.get(key);
    if (known) return known;
    const reading = readEndpointUses(this.content, domainName, branch);
    this.usesByRevision.set(key, reading);
    // A failed read is not kept: the next request reads again.
    reading.catch(() => this.usesByRevision.delete(key));
    return reading;
  }
}
