import { useMemo } from "react";
import { AdminClient } from "../api/adminClient";
import { useAppStore } from "../app/store";

/** The admin API client for the tenant's core API address (the page's own origin by default). */
export function useAdminClient(): AdminClient {
  const coreApiUrl = useAppStore((state) => state.settings?.coreApiUrl ?? "");
  return useMemo(() => new AdminClient(coreApiUrl), [coreApiUrl]);
}
