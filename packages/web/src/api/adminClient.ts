import {
  type AuditEntry,
  auditEntrySchema,
  type Group,
  type GroupCreate,
  type GroupLookup,
  type GroupUpdate,
  groupLookupSchema,
  groupSchema,
  messages,
  type Role,
  type RoleCreate,
  type RoleLookup,
  type RoleUpdate,
  roleLookupSchema,
  roleSchema,
  TOTAL_COUNT_HEADER,
  type User,
  type UserCreate,
  type UserUpdate,
  userSchema,
  userVerboseSchema,
} from "@storyframe/core";
import { z } from "zod";
import { ApiError } from "./apiError";
import { type FetchJsonOptions, fetchJson } from "./fetchJson";

/** A 400 answer of the admin API: message 'Bad Request', the parsed body (field errors) as `result`. */
export class BadRequestError extends ApiError {
  readonly result: unknown;

  constructor(source: ApiError) {
    super({
      status: source.status,
      statusText: source.statusText,
      bodyText: source.bodyText,
      headers: source.headers,
      body: source.body,
      cause: source,
    });
    this.name = "BadRequestError";
    this.message = messages.badRequest;
    this.result = source.body;
  }

  /** Messages per field; general ones under `non_field_errors`. */
  get fieldErrors(): Record<string, string[]> {
    const parsed = z.object({ errors: z.record(z.string(), z.array(z.string())) }).safeParse(this.result);
    return parsed.success ? parsed.data.errors : {};
  }
}

/** One page of a list and how many entries match in all (`X-Total-Count`). */
export interface Page<T> {
  items: T[];
  total: number;
}

interface PagingQuery {
  offset?: number;
  limit?: number;
}

/** GET /api/users and /api/users/verbose: the spec's query names, plus `search` and paging. */
export interface UserQuery extends PagingQuery {
  EmailAddress?: string;
  Role?: string;
  Group?: string;
  DomainName?: string;
  orderBy?: "name" | "-name" | "emailAddress" | "-emailAddress" | "createdAt" | "-createdAt";
  search?: string;
}

/** GET /api/roles and /api/groups. */
export interface NameQuery extends PagingQuery {
  Name?: string;
  DomainName?: string;
  orderBy?: "name" | "-name";
}

export interface AuditQuery extends PagingQuery {
  resourceType?: AuditEntry["resourceType"];
  resourceId?: string;
}

// Answers pass through parseJsonWithDates, so time stamps arrive as Date objects.
const when = z.union([z.date(), z.string()]).transform((value) => (value instanceof Date ? value : new Date(value)));
const verboseUserSchema = userVerboseSchema.extend({ createdAt: when, updatedAt: when });
const auditSchema = auditEntrySchema.extend({ occurredAt: when });
export type AdminUserVerbose = z.infer<typeof verboseUserSchema>;
export type AdminAuditEntry = z.infer<typeof auditSchema>;

/** A path parameter must be given (platform-shell §5). */
function pathParameter(name: string, value: unknown): string {
  if (value === undefined || value === null) throw new Error(`The parameter '${name}' must be defined.`);
  return encodeURIComponent(String(value));
}

/** Query parameters may be left out, but not sent as null (platform-shell §5). */
function queryString(parameters: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(parameters)) {
    if (value === null) throw new Error(`The parameter '${name}' cannot be null.`);
    if (value !== undefined) search.append(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

/**
 * The typed client of the admin API (users, roles, groups, audit). Answers are
 * checked against the shared schemas; 400 answers reject with `BadRequestError`,
 * other failures with `ApiError` ('An unexpected server error occurred.'); 204 resolves null.
 */
export class AdminClient {
  private readonly base: string;

  constructor(coreApiUrl = "") {
    this.base = coreApiUrl.replace(/\/+$/, "");
  }

  // Users

  async getUserAccess(domainName: string, emailAddress: string): Promise<unknown> {
    const path = `/api/users/access/${pathParameter("domainName", domainName)}/${pathParameter("emailAddress", emailAddress)}`;
    return this.call(path);
  }

  async getUsers(query: UserQuery = {}): Promise<User[]> {
    return (await this.getUsersPage(query)).items;
  }

  async getUsersPage(query: UserQuery = {}, signal?: AbortSignal): Promise<Page<User>> {
    return this.page(`/api/users${queryString({ ...query })}`, z.array(userSchema), signal);
  }

  async getUsersVerbose(query: UserQuery = {}): Promise<AdminUserVerbose[]> {
    return (await this.getUsersVerbosePage(query)).items;
  }

  async getUsersVerbosePage(query: UserQuery = {}, signal?: AbortSignal): Promise<Page<AdminUserVerbose>> {
    return this.page(`/api/users/verbose${queryString({ ...query })}`, z.array(verboseUserSchema), signal);
  }

  async getUser(id: string): Promise<User> {
    return userSchema.parse(await this.call(`/api/users/${pathParameter("id", id)}`));
  }

  async createUser(body: UserCreate, sendWelcomeEmail?: boolean): Promise<User> {
    const path = `/api/users${queryString({ sendWelcomeEmail })}`;
    return userSchema.parse(await this.call(path, { method: "POST", body }));
  }

  async updateUser(id: string, body: UserUpdate): Promise<User> {
    return userSchema.parse(await this.call(`/api/users/${pathParameter("id", id)}`, { method: "PUT", body }));
  }

  async deleteUser(id: string): Promise<null> {
    await this.call(`/api/users/${pathParameter("id", id)}`, { method: "DELETE" });
    return null;
  }

  // Roles

  async getRoles(query: NameQuery = {}): Promise<Role[]> {
    return (await this.getRolesPage(query)).items;
  }

  async getRolesPage(query: NameQuery = {}, signal?: AbortSignal): Promise<Page<Role>> {
    return this.page(`/api/roles${queryString({ ...query })}`, z.array(roleSchema), signal);
  }

  async getRole(id: string): Promise<Role> {
    return roleSchema.parse(await this.call(`/api/roles/${pathParameter("id", id)}`));
  }

  async getRoleByName(domain: string, name: string): Promise<Role> {
    const path = `/api/roles/${pathParameter("domain", domain)}/${pathParameter("name", name)}`;
    return roleSchema.parse(await this.call(path));
  }

  async getRoleLookups(domainName?: string): Promise<RoleLookup[]> {
    return z.array(roleLookupSchema).parse(await this.call(`/api/roles/lookups${queryString({ domainName })}`));
  }

  async createRole(body: RoleCreate): Promise<Role> {
    return roleSchema.parse(await this.call("/api/roles", { method: "POST", body }));
  }

  async updateRole(id: string, body: RoleUpdate): Promise<Role> {
    return roleSchema.parse(await this.call(`/api/roles/${pathParameter("id", id)}`, { method: "PUT", body }));
  }

  async deleteRole(id: string): Promise<null> {
    await this.call(`/api/roles/${pathParameter("id", id)}`, { method: "DELETE" });
    return null;
  }

  // Groups

  async getGroups(query: NameQuery = {}): Promise<Group[]> {
    return (await this.getGroupsPage(query)).items;
  }

  async getGroupsPage(query: NameQuery = {}, signal?: AbortSignal): Promise<Page<Group>> {
    return this.page(`/api/groups${queryString({ ...query })}`, z.array(groupSchema), signal);
  }

  async getGroup(id: string): Promise<Group> {
    return groupSchema.parse(await this.call(`/api/groups/${pathParameter("id", id)}`));
  }

  async getGroupByName(domain: string, name: string): Promise<Group> {
    const path = `/api/groups/${pathParameter("domain", domain)}/${pathParameter("name", name)}`;
    return groupSchema.parse(await this.call(path));
  }

  async getGroupLookups(domainName?: string): Promise<GroupLookup[]> {
    return z.array(groupLookupSchema).parse(await this.call(`/api/groups/lookups${queryString({ domainName })}`));
  }

  async createGroup(body: GroupCreate): Promise<Group> {
    return groupSchema.parse(await this.call("/api/groups", { method: "POST", body }));
  }

  async updateGroup(id: string, body: GroupUpdate): Promise<Group> {
    return groupSchema.parse(await this.call(`/api/groups/${pathParameter("id", id)}`, { method: "PUT", body }));
  }

  async deleteGroup(id: string): Promise<null> {
    await this.call(`/api/groups/${pathParameter("id", id)}`, { method: "DELETE" });
    return null;
  }

  // Audit log

  async getAuditPage(query: AuditQuery = {}, signal?: AbortSignal): Promise<Page<AdminAuditEntry>> {
    return this.page(`/api/audit${queryString({ ...query })}`, z.array(auditSchema), signal);
  }

  private async page<T>(path: string, schema: z.ZodType<T[]>, signal?: AbortSignal): Promise<Page<T>> {
    let total: number | undefined;
    const body = await this.call(path, {
      ...(signal ? { signal } : {}),
      onHeaders: (headers) => {
        const value = headers.get(TOTAL_COUNT_HEADER);
        total = value === null ? undefined : Number(value);
      },
    });
    const items = schema.parse(body);
    return { items, total: total ?? items.length };
  }

  private async call(
    path: string,
    options: Omit<FetchJsonOptions, "body"> & { body?: unknown } = {},
  ): Promise<unknown> {
    const { body, ...rest } = options;
    const init: FetchJsonOptions =
      body === undefined
        ? rest
        : { ...rest, body: JSON.stringify(body), headers: { "Content-Type": "application/json", ...rest.headers } };
    try {
      return await fetchJson(`${this.base}${path}`, init);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) throw new BadRequestError(error);
      throw error;
    }
  }
}
