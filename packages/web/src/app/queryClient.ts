import { QueryClient } from "@tanstack/react-query";

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // fetchJson already retries the statuses worth retrying; a second layer would multiply the waits.
        retry: false,
        // Let fetchJson report the connection failure instead of pausing while the browser claims to be offline.
        networkMode: "always",
        refetchOnWindowFocus: false,
      },
    },
  });
}
