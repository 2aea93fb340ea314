import { join } from "node:path";
import type { TenantRepository } from "../../tenants/repository";
import type { ContentPublisher } from "./contentPublisher";
import { formatProblems } from "./contentPublisher";

const SEEDED_KEY = "demo_content_pushed_at";

/** Pushes `content/demo` to the demo tenant's main branch the first time the installation starts. */
export async function seedDemoContent(
  contentDir: string,
  tenants: TenantRepository,
  publisher: ContentPublisher,
): Promise<"pushed" | "already-pushed" | "no-tenant"> {
  if (await tenants.getMeta(SEEDED_KEY)) return "already-pushed";
  if (!(await tenants.findByDomain("demo"))) return "no-tenant";
  const result = await publisher.push(join(contentDir, "demo"), "demo", "main");
  if (!result.ok) throw new Error(`The demo content has problems:\n${formatProblems(result.problems)}`);
  await tenants.setMeta(SEEDED_KEY, new Date().toISOString());
  return "pushed";
}
