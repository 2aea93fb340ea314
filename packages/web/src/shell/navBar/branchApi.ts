import { z } from "zod";
import { fetchJson } from "../../api/fetchJson";
import { useAppStore } from "../../app/store";

export const BRANCHES_QUERY_KEY = ["branches"] as const;

const branchListSchema = z.array(z.looseObject({ name: z.string().min(1) }));

/** The tenant's branches by name (`GET /api/branches?orderBy=name` on the core API). */
export async function loadBranches(signal?: AbortSignal): Promise<string[]> {
  const base = (useAppStore.getState().settings?.coreApiUrl ?? window.location.origin).replace(/\/+$/, "");
  const body = await fetchJson(`${base}/api/branches?orderBy=name`, { timeout: true, ...(signal ? { signal } : {}) });
  const parsed = branchListSchema.safeParse(body);
  if (!parsed.success) throw new Error("The branches received from the Core API are not in the expected format.");
  return parsed.data.map((branch) => branch.name);
}
