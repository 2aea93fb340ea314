import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { TenantRepository } from "./repository";
import type { TenantService } from "./service";

const SEEDED_KEY = "demo_tenant_seeded_at";

export type SeedOutcome = "seeded" | "already-seeded";

/**
 * Creates the demo tenant from `content/demo/tenant.json` the first time the
 * installation starts. It is seeded once: later changes (or its removal) are kept.
 */
export async function seedDemoTenant(
  contentDir: string,
  repository: TenantRepository,
  service: TenantService,
): Promise<SeedOutcome> {
  if (await repository.getMeta(SEEDED_KEY)) return "already-seeded";
  const file = join(contentDir, "demo", "tenant.json");
  const definition: unknown = JSON.parse(await readFile(file, "utf8"));
  if (typeof definition !== "object" || definition === null) throw new Error(`${file} does not hold a JSON object.`);
  const result = await service.create(definition);
  if (!result.ok && !result.message.includes("already exists")) throw new Error(`${file}: ${result.message}`);
  await repository.setMeta(SEEDED_KEY, new Date().toISOString());
  return "seeded";
}
