import { frameAncestorsSchema, tenantDefinitionSchema } from "@storyframe/core";
import type { TenantDirectory } from "./directory";
import type { TenantRepository } from "./repository";
import type { Tenant } from "./tenant";

export type TenantChangeResult = { ok: true } | { ok: false; message: string };

/** Business rules for creating and changing tenants (used by the CLI and, later, the admin API). */
export class TenantService {
  constructor(
    private readonly repository: TenantRepository,
    private readonly directory: TenantDirectory,
    private readonly now: () => Date = () => new Date(),
  ) {}

  list(): Promise<Tenant[]> {
    return this.repository.list();
  }

  async create(input: unknown): Promise<TenantChangeResult> {
    const parsed = tenantDefinitionSchema.safeParse(input);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => `${issue.path.join(".") || "tenant"}: ${issue.message}`);
      return { ok: false, message: `Invalid tenant definition: ${problems.join("; ")}` };
    }
    const result = await this.repository.create(parsed.data, this.now().toISOString());
    if (!result.created) return { ok: false, message: result.reason };
    this.directory.invalidate();
    return { ok: true };
  }

  async setMaintenance(domainName: string, maintenance: Tenant["maintenance"]): Promise<TenantChangeResult> {
    const updated = await this.repository.setMaintenance(domainName, maintenance, this.now().toISOString());
    if (!updated) return { ok: false, message: `No tenant with domainName '${domainName}'.` };
    this.directory.invalidate();
    return { ok: true };
  }

  /** Sets the origins whose pages may frame the tenant's viewer (decision 078); [] allows only the tenant's own. */
  async setFrameAncestors(domainName: string, origins: readonly string[]): Promise<TenantChangeResult> {
    const parsed = frameAncestorsSchema.safeParse(origins);
    if (!parsed.success) return { ok: false, message: parsed.error.issues.map((issue) => issue.message).join(" ") };
    const updated = await this.repository.setFrameAncestors(domainName, parsed.data, this.now().toISOString());
    if (!updated) return { ok: false, message: `No tenant with domainName '${domainName}'.` };
    this.directory.invalidate();
    return { ok: true };
  }
}
