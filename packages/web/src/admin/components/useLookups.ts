import { useQuery } from "@tanstack/react-query";
import { useAdminClient } from "../useAdminClient";

/** The tenant's roles as choices, loaded only when `enabled`. */
export function useRoleLookups(enabled: boolean) {
  const client = useAdminClient();
  return useQuery({ queryKey: ["admin", "roles", "lookups"], queryFn: () => client.getRoleLookups(), enabled });
}

/** The tenant's groups as choices, loaded only when `enabled`. */
export function useGroupLookups(enabled: boolean) {
  const client = useAdminClient();
  return useQuery({ queryKey: ["admin", "groups", "lookups"], queryFn: () => client.getGroupLookups(), enabled });
}
