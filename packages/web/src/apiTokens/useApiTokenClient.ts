import { useMemo } from "react";
import { useAppStore } from "../app/store";
import { ApiTokenClient } from "./apiTokenClient";

/** The API token client for the tenant's core API address (the page's own origin by default). */
export function useApiTokenClient(): ApiTokenClient {
  const coreApiUrl = useAppStore((state) => state.settings?.coreApiUrl ?? "");
  return useMemo(() => new ApiTokenClient(coreApiUrl), [coreApiUrl]);
}
