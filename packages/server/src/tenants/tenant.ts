import type { TenantDefinition } from "@storyframe/core";

/** A tenant as the server works with it: the content definition plus bookkeeping. */
export type Tenant = TenantDefinition & {
  createdAt: string;
  updatedAt: string;
};
