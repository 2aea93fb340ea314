import { DEFAULT_BRANCH } from "@storyframe/core";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { ApiError, fetchJson } from "../../api/fetchJson";
import { useAppStore } from "../../app/store";

export const BRANCHES_QUERY_KEY = ["branches"] as const;

const branchListSchema = z.array(z.looseObject({ name: z.string().min(1) }));
const branchSchema = z.looseObject({ name: z.string().min(1) });
const errorFieldsSchema = z.object({ errors: z.record(z.string(), z.array(z.string())) });

/** Shown when a branch change fails without a reason of the server's to show. */
const BRANCH_CHANGE_FAILED = "The branch could not be changed. Please try again.";
/** Shown when the Core API cannot be reached for a branch change. */
const BRANCH_SERVER_UNREACHABLE = "The Core API cannot be reached. Check your connection and try again.";

function coreApiBase(): string {
  return (useAppStore.getState().settings?.coreApiUrl ?? window.location.origin).replace(/\/+$/, "");
}

function branchAddress(name: string): string {
  const domainName = useAppStore.getState().settings?.domainName ?? "";
  return `${coreApiBase()}/api/branches/${encodeURIComponent(domainName)}/${encodeURIComponent(name)}`;
}

/** The tenant's branches by name (`GET /api/branches?orderBy=name` on the core API). */
async function loadBranches(signal?: AbortSignal): Promise<string[]> {
  const body = await fetchJson(`${coreApiBase()}/api/branches?orderBy=name`, {
    timeout: true,
    ...(signal ? { signal } : {}),
  });
  const parsed = branchListSchema.safeParse(body);
  if (!parsed.success) throw new Error("The branches received from the Core API are not in the expected format.");
  return parsed.data.map((branch) => branch.name);
}

/** The tenant's branches, shared by the selector's menu and its dialogs; read while `enabled`. */
export function useBranchList(enabled: boolean) {
  return useQuery({
    queryKey: BRANCHES_QUERY_KEY,
    queryFn: ({ signal }) => loadBranches(signal),
    enabled,
    staleTime: 30_000,
  });
}

/**
 * Creates the branch `name` as a copy of `from` and answers its name as the server normalised it. Only a new
 * branch is wanted: a name already taken is refused (409) rather than answered. Not retried, so a slow answer
 * cannot turn into a second creation.
 */
export async function createBranch(name: string, from: string): Promise<string> {
  const body = await fetchJson(branchAddress(name), {
    method: "PUT",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ createdFrom: from, createOnly: true }),
    timeout: true,
    retries: 0,
  });
  const parsed = branchSchema.safeParse(body);
  if (!parsed.success) throw new Error("The branch received from the Core API is not in the expected format.");
  return parsed.data.name;
}

/** Deletes the branch `name` and its content (`DELETE /api/branches/{domain}/{name}`). */
export async function deleteBranch(name: string): Promise<void> {
  await fetchJson(branchAddress(name), { method: "DELETE", timeout: true, retries: 0 });
}

/** Whether a branch may be deleted from the app: never main, nor the tenant's own branch. */
export function isDeletableBranch(name: string, tenantBranch: string): boolean {
  return name !== DEFAULT_BRANCH && name !== tenantBranch;
}

/**
 * What a failed branch change says to the developer: the server's reason (a field's message, such as the branch
 * rule or 'The main branch cannot be deleted.', else its message), or a plain sentence when it gave none.
 */
export function branchChangeFailure(error: unknown): string {
  if (!(error instanceof ApiError)) return BRANCH_CHANGE_FAILED;
  if (error.isConnectivity) return BRANCH_SERVER_UNREACHABLE;
  const fields = errorFieldsSchema.safeParse(error.body);
  const fieldMessage = fields.success ? Object.values(fields.data.errors).flat()[0] : undefined;
  if (fieldMessage) return fieldMessage;
  return error.serverMessage ?? BRANCH_CHANGE_FAILED;
}
