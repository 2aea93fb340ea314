import { randomUUID } from "node:crypto";
import {
  type DataEndpoint,
  type DataSource,
  dataSourceSchema,
  hasAllTags,
  LruCache,
  messages,
  type ShareGrantView,
  type ShareLink,
  type ShareLinkCreate,
  type Storyline,
  shareLinkCreateSchema,
  shareLinkMessages,
  storylineSchema,
  TAGS,
} from "@storyframe/core";
import { z } from "zod";
import type { AccessRepository } from "../admin/access/repository";
import type { Principal, ShareGrant } from "../auth/principal";
import { activeBranchOf } from "../branches/policy";
import { contentVersionOf } from "../branches/repository";
import type { BranchService } from "../branches/service";
import { dataSourceNamesOf } from "../content/endpointUsage";
import type { ContentRepository } from "../content/repository";
import { coerceParameters } from "../data/coerceParameters";
import type { BoundValue } from "../data/connections/dataConnection";
import { type Announce, type CacheInvalidation, notShared } from "../redis/cacheInvalidation";
import { ForbiddenError, InvalidError, NotFoundError, UnauthenticatedError } from "../shared/domainErrors";
import type { ShareLinkRecord, ShareLinkRepository } from "./repository";
import { hashOfShareLinkSecret, newShareLinkSecret } from "./secrets";

/** How long a resolved link is taken as it was: a revocation on another server instance shows within this time. */
const RESOLVED_TTL_MS = 5000;
const revokedLinkSchema = z.object({ tokenHash: z.string() });
const DAY_MS = 24 * 60 * 60 * 1000;

/** A shared storyline as the grant checks need it: its parameter names and the data sources it names. */
type SharedStoryline = { storyline: Storyline; dataSources: DataSource[]; parameterNames: Set<string> };

/** What the data engine asks before it checks or runs anything else of a share link's request. */
type ShareDataRequest = {
  domainName: string;
  branch: string;
  path: string;
  endpoint: DataEndpoint;
  provided: Readonly<Record<string, unknown>>;
};

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** Values the viewer sends a data source with, as the web app computes them: the value, else the source's default. */
function requestValuesOf(dataSource: DataSource, values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const sent: Record<string, unknown> = {};
  for (const parameter of dataSource.parameters) {
    const current = values[parameter.name];
    const value = current === null || current === undefined ? parameter.defaultValue : current;
    if (value !== null && value !== undefined) sent[parameter.name] = value;
  }
  return sent;
}

/** Bound values compare by their JSON text: every bound value is JSON (text, numbers, flags, lists). */
const sameValue = (a: BoundValue | undefined, b: BoundValue | undefined) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Share links (decision 078): signed-in users with `share-links::create` make a link to one storyline they may
 * read, with fixed parameter values and optionally parameters the viewer may change; they and holders of
 * `share-links::manage` list and revoke them. A link's bearer becomes a principal of kind "share" that reads
 * exactly that storyline on the active branch, and its data endpoints with the link's values, with the tags its
 * creator has at the time of each use.
 */
export class ShareLinkService {
  private readonly resolved = new LruCache<
    string,
    { record: ShareLinkRecord; readerTags: string[] | null; untilMs: number }
  >(5000);
  private readonly storylines = new LruCache<string, Promise<SharedStoryline | null>>(200);
  private revokedEverywhere: Announce<z.infer<typeof revokedLinkSchema>> = notShared;

  constructor(
    private readonly links: ShareLinkRepository,
    private readonly content: ContentRepository,
    private readonly branches: BranchService,
    private readonly access: AccessRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** A new link to a storyline the caller may read; its secret is answered this once. */
  async create(principal: Principal, input: ShareLinkCreate): Promise<{ link: ShareLink; token: string }> {
    if (principal.kind === "share" || principal.userId === null) throw new ForbiddenError(shareLinkMessages.needsUser);
    const parsed = shareLinkCreateSchema.parse(input);
    const { domainName } = principal;
    const shared = await this.sharedStoryline(domainName, activeBranchOf(domainName), parsed.storyline);
    if (!shared) throw new NotFoundError(messages.storylineNotFound);
    if (!hasAllTags(principal.effectiveTags, shared.storyline.requiredTags)) {
      throw new ForbiddenError(
        `You do not have permission for this storyline: it needs ${shared.storyline.requiredTags.join(", ")}.`,
      );
    }
    const unknown = (names: readonly string[]) => names.filter((name) => !shared.parameterNames.has(name));
    const unknownValues = unknown(Object.keys(parsed.parameterValues));
    const unknownChangeable = unknown(parsed.changeableParameters);
    if (unknownValues.length > 0 || unknownChangeable.length > 0) {
      throw new InvalidError({
        ...(unknownValues.length > 0
          ? { parameterValues: [shareLinkMessages.unknownParameters(parsed.storyline, unknownValues)] }
          : {}),
        ...(unknownChangeable.length > 0
          ? { changeableParameters: [shareLinkMessages.unknownParameters(parsed.storyline, unknownChangeable)] }
          : {}),
      });
    }
    const token = newShareLinkSecret();
    const now = this.now();
    const row = {
      id: randomUUID(),
      domain_name: domainName,
      token_hash: hashOfShareLinkSecret(token),
      storyline: parsed.storyline,
      parameter_values: JSON.stringify(parsed.parameterValues),
      changeable_parameters: JSON.stringify(parsed.changeableParameters),
      created_by: principal.userId,
      created_by_name: principal.name,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + parsed.expiresInDays * DAY_MS).toISOString(),
      revoked_at: null,
      use_count: 0,
      last_used_at: null,
    };
    await this.links.insert(row);
    return { link: this.present(row), token };
  }

  /** The caller's own links, or every link of the tenant for `share-links::manage`; of one storyline when named. */
  async list(principal: Principal, storyline?: string): Promise<ShareLink[]> {
    const manager = principal.effectiveTags.includes(TAGS.shareLinksManage);
    if (!manager && principal.userId === null) return [];
    const rows = await this.links.list({
      domainName: principal.domainName,
      storyline,
      createdBy: manager ? undefined : (principal.userId ?? undefined),
    });
    return rows.map((row) => this.present(row));
  }

  /** Revokes a link at once; only its creator or a holder of `share-links::manage` may (others: not found). */
  async revoke(principal: Principal, id: string): Promise<ShareLink> {
    const row = await this.links.findById(principal.domainName, id);
    const manager = principal.effectiveTags.includes(TAGS.shareLinksManage);
    if (!row || !(manager || (principal.userId !== null && row.created_by === principal.userId))) {
      throw new NotFoundError(shareLinkMessages.notFound(id));
    }
    const at = this.now().toISOString();
    await this.links.revoke(principal.domainName, id, at);
    this.resolved.delete(row.token_hash);
    this.revokedEverywhere({ tokenHash: row.token_hash });
    return this.present({ ...row, revoked_at: row.revoked_at ?? at });
  }

  /** Shares revocations with the installation's other instances (decision 085): a revoked link fails on all at once. */
  shareWith(invalidation: CacheInvalidation): void {
    this.revokedEverywhere = invalidation.share(
      "share-link",
      revokedLinkSchema,
      ({ tokenHash }) => this.resolved.delete(tokenHash),
      () => this.resolved.clear(),
    );
  }

  /**
   * The principal of a share link's bearer on a host of `hostDomain` (null: a host no tenant owns): refused (401,
   * with why) when the link is unknown, of another tenant, revoked or expired, or its creator can no longer read
   * the storyline.
   */
  async principalOf(token: string, hostDomain: string | null, tenantName: string): Promise<Principal> {
    const hash = hashOfShareLinkSecret(token);
    const nowMs = this.now().getTime();
    let entry = this.resolved.get(hash);
    if (!entry || entry.untilMs <= nowMs) {
      const record = await this.links.findByHash(hash);
      if (!record) throw new UnauthenticatedError(shareLinkMessages.invalid);
      entry = { record, readerTags: await this.readerTagsOf(record), untilMs: nowMs + RESOLVED_TTL_MS };
      this.resolved.set(hash, entry);
    }
    const { record, readerTags } = entry;
    if (hostDomain !== null && hostDomain !== record.domain_name)
      throw new UnauthenticatedError(shareLinkMessages.invalid);
    if (record.revoked_at !== null) throw new UnauthenticatedError(shareLinkMessages.revoked);
    if (Date.parse(record.expires_at) <= nowMs) throw new UnauthenticatedError(shareLinkMessages.expired);
    if (readerTags === null) throw new UnauthenticatedError(shareLinkMessages.creatorLostAccess);
    const grant: ShareGrant = {
      linkId: record.id,
      storyline: record.storyline,
      parameterValues: parseJson<Record<string, unknown>>(record.parameter_values, {}),
      changeableParameters: parseJson<string[]>(record.changeable_parameters, []),
      expiresAt: record.expires_at,
      readerTags,
    };
    return {
      kind: "share",
      userId: null,
      domainName: record.domain_name,
      tenantName,
      name: "Share link",
      email: null,
      roles: [],
      allowedTags: [],
      deniedTags: [],
      effectiveTags: [],
      userMetadata: [],
      accessVersion: null,
      resolvedByEmail: false,
      share: grant,
    };
  }

  /** What the bearer reads about its link when the shared page opens; counted as one use. */
  async open(principal: Principal): Promise<ShareGrantView> {
    const grant = principal.share;
    if (!grant) throw new ForbiddenError(shareLinkMessages.notForLinks);
    await this.links.recordUse(grant.linkId, this.now().toISOString());
    return {
      storyline: grant.storyline,
      parameterValues: { ...grant.parameterValues },
      changeableParameters: [...grant.changeableParameters],
      expiresAt: grant.expiresAt,
    };
  }

  /**
   * Refuses (403) a share link's data request unless a data source of the shared storyline names the endpoint and
   * the request's values, as they would be bound (after defaults and type coercion), equal those the link's values
   * give that data source, except for the parameters the link lets the viewer change; so no spelling of a value
   * (plain, packed, posted) reads other data. An endpoint that writes is only read: a request carrying an
   * operation is refused. Runs before any other check of the request, so another endpoint or value is a 403
   * whatever else is wrong with it.
   */
  async confineData(grant: ShareGrant, request: ShareDataRequest): Promise<void> {
    const shared = await this.sharedStoryline(request.domainName, request.branch, grant.storyline);
    const sources = (shared?.dataSources ?? []).filter((source) => source.apiEndpoint.join("/") === request.path);
    if (sources.length === 0) throw new ForbiddenError(shareLinkMessages.otherEndpoint);
    const actual = coerceParameters(request.endpoint.parameters, request.provided).values;
    // An endpoint that writes is read without an operation (its answer is rolled back, decision 057); an operation
    // is never one of the values a link lets change.
    const operation = request.endpoint.writes ? request.endpoint.operationParameter : undefined;
    if (operation !== undefined && actual[operation] !== null && actual[operation] !== undefined) {
      throw new ForbiddenError(shareLinkMessages.writes);
    }
    const changeable = new Set(grant.changeableParameters.filter((name) => name !== operation));
    let differing: string[] = [];
    for (const source of sources) {
      const expected = coerceParameters(
        request.endpoint.parameters,
        requestValuesOf(source, grant.parameterValues),
      ).values;
      differing = request.endpoint.parameters
        .map((parameter) => parameter.name)
        .filter((name) => !changeable.has(name) && !sameValue(expected[name], actual[name]));
      if (differing.length === 0) return;
    }
    throw new ForbiddenError(shareLinkMessages.fixedValues(differing));
  }

  /** The creator's effective tags now, or null when they are gone or may no longer read the storyline. */
  private async readerTagsOf(record: ShareLinkRecord): Promise<string[] | null> {
    const tags = await this.access.effectiveTagsOf(record.domain_name, record.created_by);
    if (tags === null) return null;
    const shared = await this.sharedStoryline(record.domain_name, activeBranchOf(record.domain_name), record.storyline);
    // A storyline removed since is answered as not found when it is read.
    if (shared && !hasAllTags(tags, shared.storyline.requiredTags)) return null;
    return tags;
  }

  /** The storyline with its data sources, read once per version of the branch's content; null when absent. */
  private async sharedStoryline(domainName: string, branch: string, name: string): Promise<SharedStoryline | null> {
    const version = contentVersionOf(await this.branches.require(domainName, branch));
    const key = `${domainName}\0${branch}\0${version}\0${name}`;
    const known = this.storylines.get(key);
    if (known) return known;
    const reading = this.readStoryline(domainName, branch, name);
    this.storylines.set(key, reading);
    reading.catch(() => this.storylines.delete(key));
    return reading;
  }

  private async readStoryline(domainName: string, branch: string, name: string): Promise<SharedStoryline | null> {
    const stored = await this.content.get(domainName, branch, "storyline", name);
    const parsed = stored ? storylineSchema.safeParse(stored.object) : null;
    if (!parsed?.success) return null;
    const storyline = parsed.data;
    const dataSources: DataSource[] = [];
    for (const dataSourceName of dataSourceNamesOf(storyline)) {
      const object = await this.content.get(domainName, branch, "datasource", dataSourceName);
      const dataSource = object ? dataSourceSchema.safeParse(object.object) : null;
      if (dataSource?.success) dataSources.push(dataSource.data);
    }
    const parameterNames = new Set([
      ...Object.keys(storyline.parameterValues),
      ...storyline.filters.map((filter) => filter.parameter),
      ...dataSources.flatMap((dataSource) => dataSource.parameters.map((parameter) => parameter.name)),
    ]);
    return { storyline, dataSources, parameterNames };
  }

  private present(row: ShareLinkRecord): ShareLink {
    const state =
      row.revoked_at !== null ? "revoked" : Date.parse(row.expires_at) <= this.now().getTime() ? "expired" : "active";
    return {
      id: row.id,
      storyline: row.storyline,
      parameterValues: parseJson<Record<string, unknown>>(row.parameter_values, {}),
      changeableParameters: parseJson<string[]>(row.changeable_parameters, []),
      createdBy: { id: row.created_by, name: row.created_by_name },
      createdAt: row.created_at,
      expiresAt: row.expires_at,
      revokedAt: row.revoked_at,
      useCount: row.use_count,
      lastUsedAt: row.last_used_at,
      state,
    };
  }
}
