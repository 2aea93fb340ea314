import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { storylineOfPath } from "../storyline/storylinePath";
import { storylineQuery } from "../storyline/storylineQuery";
import { useActiveBranch } from "./activeBranch";
import { hasStoredBranchChoice } from "./branchChoiceStorage";

/**
 * Starts loading the data of the page being opened while the session is still
 * loading, so a storyline's request does not wait for the session, the shell
 * and the page code one after the other. A developer who works on a branch of
 * their own waits for the session instead, which names their branch. Renders
 * nothing.
 */
export function RouteDataPrefetch() {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const branch = useActiveBranch();
  useEffect(() => {
    const storyline = storylineOfPath(pathname);
    if (storyline && !hasStoredBranchChoice()) void queryClient.prefetchQuery(storylineQuery(storyline, branch));
  }, [queryClient, pathname, branch]);
  return null;
}
