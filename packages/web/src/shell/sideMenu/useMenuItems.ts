import { useQuery } from "@tanstack/react-query";
import { useActiveBranch } from "../../app/activeBranch";
import { useSession } from "../../auth/useSession";
import { loadMenuItems, menuItemsQueryKey } from "./menuApi";

/**
 * The signed-in user's menu items on the active branch: one query, fetched once for the side menu and the
 * home page alike; it waits for the session.
 */
export function useMenuItems() {
  const branch = useActiveBranch();
  const signedIn = useSession() !== null;
  const query = useQuery({
    queryKey: menuItemsQueryKey(branch),
    queryFn: ({ signal }) => loadMenuItems(branch, signal),
    enabled: signedIn,
    staleTime: 5 * 60_000,
  });
  return { query, isLoading: query.isPending && signedIn };
}
