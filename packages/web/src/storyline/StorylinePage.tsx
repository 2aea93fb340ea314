import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";
import { messages } from "@storyframe/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useParams } from "react-router";
import { useActiveBranch } from "../app/activeBranch";
import { useSession } from "../auth/useSession";
import { useRememberStorylineOpened } from "../shell/HomePageRecents";
import { PageErrorPanel } from "../shell/PageErrorPanel";
import { usePageHeader } from "../shell/pageHeader";
import { describeStorylineError } from "./describeViewerErrors";
import { StorylineViewer } from "./StorylineViewer";
import { storylineQuery } from "./storylineQuery";

/** `/storylines/{storyline}`: loads the storyline on the active branch and shows it. */
export function StorylinePage() {
  const { storyline = "" } = useParams();
  const branch = useActiveBranch();
  const query = useQuery(storylineQuery(storyline, branch));
  useRememberStorylineOpened(storyline, query.isSuccess);
  const queryClient = useQueryClient();
  // Fresh while open; stale once closed, so the next visit shows what is kept while it asks for the current version.
  useEffect(() => {
    const { queryKey } = storylineQuery(storyline, branch);
    return () => void queryClient.invalidateQueries({ queryKey, exact: true, refetchType: "none" });
  }, [queryClient, storyline, branch]);

  if (query.isPending) return <StorylineLoading />;
  if (query.isError) return <StorylineFailure error={query.error} onRetry={() => void query.refetch()} />;
  // A new storyline (or a new version of it) starts afresh at its first frame.
  return <StorylineViewer key={`${branch}\0${query.data.id}\0${query.data.version ?? ""}`} document={query.data} />;
}

function StorylineLoading() {
  usePageHeader({ title: messages.loadingStoryline });
  return (
    <Box
      role="status"
      sx={{ display: "flex", alignItems: "center", justifyContent: "center", gap: 2, py: 12, color: "text.secondary" }}
    >
      <CircularProgress size={28} />
      <Typography variant="h6" component="p">
        {messages.loadingStoryline}
      </Typography>
    </Box>
  );
}

function StorylineFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const isDeveloper = useSession()?.isDeveloper ?? false;
  const info = describeStorylineError(error, isDeveloper);
  usePageHeader({ title: info.title });
  return <PageErrorPanel error={info} onReload={onRetry} />;
}
