import type { ApiToken, ServiceAccount } from "@storyframe/core";
import type { ApiTokenRecord, ServiceAccountRecord } from "./repository";

/** A token as the API shows it: never the secret or its hash. */
export function presentToken(row: ApiTokenRecord): ApiToken {
  return {
    id: row.id,
    kind: row.kind === "service" ? "service" : "personal",
    name: row.name,
    tokenStart: row.token_start,
    owner: { id: row.user_id ?? row.service_account_id ?? "", name: row.owner_name ?? "" },
    tags: JSON.parse(row.tags) as string[],
    createdBy: row.created_by,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    lastUsedAt: row.last_used_at,
    revokedAt: row.revoked_at,
  };
}

export function presentAccount(row: ServiceAccountRecord): ServiceAccount {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    tags: JSON.parse(row.tags) as string[],
    createdBy: row.created_by,
    createdAt: row.created_at,
  };
}
