import RefreshIcon from "@mui/icons-material/Refresh";
import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import CircularProgress from "@mui/material/CircularProgress";
import Paper from "@mui/material/Paper";
import { ThemeProvider } from "@mui/material/styles";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import { type ClientSettings, DEFAULT_BRANCH, type ErrorType, messages, shareLinkMessages } from "@storyframe/core";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import { useLocation, useParams } from "react-router";
import { provideAccessToken } from "../api/accessToken";
import { ApiError } from "../api/apiError";
import { ErrorMessage } from "../shell/ErrorMessage";
import { useTenantTheme } from "../shell/tenantTheme";
import { describeStorylineError } from "../storyline/describeViewerErrors";
import { StorylineViewer } from "../storyline/StorylineViewer";
import { storylineQuery } from "../storyline/storylineQuery";
import { readViewerQueryFlags } from "../storyline/viewerQueryFlags";
import { sharedDocument } from "./sharedView";
import { ShareLinkClient } from "./shareLinkClient";

const dayFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });

type Problem = { type: ErrorType; title: string; detail: string; retry: boolean };

/** What the page says when the link cannot be used: the server's reason for a refused link, else a failure. */
function unavailable(error: unknown): Problem {
  const reason = error instanceof ApiError && error.status === 401 ? error.serverMessage : undefined;
  if (reason === shareLinkMessages.expired || reason === shareLinkMessages.revoked) {
    return { type: "Generic", title: reason, detail: "Ask the person who shared it for a new link.", retry: false };
  }
  if (reason) {
    return { type: "Generic", title: reason, detail: "Check that the whole link was copied.", retry: false };
  }
  if (error instanceof ApiError && error.isConnectivity) {
    return {
      type: "Connectivity",
      title: messages.dataServerUnreachable,
      detail: messages.dataServerUnreachableHint,
      retry: true,
    };
  }
  return {
    type: "Generic",
    title: "The shared storyline could not be opened.",
    detail: "Please try again in a moment.",
    retry: true,
  };
}

/**
 * `/share/<secret>`: a storyline opened through a share link, without signing in (decision 078). The link is the
 * bearer of every call of this page; the page shows the storyline alone — no menu, no navigation bar, no user
 * menu — with the link's values and only the filters it lets the viewer change.
 */
export function SharedStorylinePage({ settings }: { settings: ClientSettings }) {
  const { token = "" } = useParams();
  const { search } = useLocation();
  const { hideTitleBar } = useMemo(() => readViewerQueryFlags(search), [search]);
  const theme = useTenantTheme(settings.coreApiUrl, settings.domainName);
  const client = useMemo(() => new ShareLinkClient(settings.coreApiUrl), [settings.coreApiUrl]);
  const [bearerReady, setBearerReady] = useState(false);
  useEffect(() => {
    const stop = provideAccessToken(
      async () => token,
      [settings.coreApiUrl, settings.metastoreUrl, settings.dynamicDataApiUrl],
    );
    setBearerReady(true);
    return stop;
  }, [token, settings]);

  const grant = useQuery({
    queryKey: ["shareLink", token],
    queryFn: ({ signal }) => client.current(signal),
    enabled: bearerReady,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const branch = settings.activeBranch || DEFAULT_BRANCH;
  const storyline = useQuery({
    ...storylineQuery(grant.data?.storyline ?? "", branch),
    enabled: grant.isSuccess,
  });
  const document = useMemo(
    () => (storyline.data && grant.data ? sharedDocument(storyline.data, grant.data) : null),
    [storyline.data, grant.data],
  );

  let body: ReactNode;
  if (grant.isError || storyline.isError) {
    const problem: Problem = grant.isError
      ? unavailable(grant.error)
      : { detail: "", ...describeStorylineError(storyline.error), retry: true };
    body = (
      <Paper variant="outlined" sx={{ maxWidth: 640, mx: "auto", mt: { xs: 4, sm: 10 }, px: { xs: 3, sm: 6 }, py: 7 }}>
        <ErrorMessage
          type={problem.type}
          title={problem.title}
          detail={problem.detail}
          action={
            problem.retry ? (
              <Button
                variant="contained"
                startIcon={<RefreshIcon />}
                onClick={() => void (grant.isError ? grant.refetch() : storyline.refetch())}
              >
                Try again
              </Button>
            ) : undefined
          }
        />
      </Paper>
    );
  } else if (!document || !grant.data) {
    body = (
      <Box
        role="status"
        sx={{
          display: "flex",
          alignItems: "center",
          justifyContent: "center",
          gap: 2,
          py: 12,
          color: "text.secondary",
        }}
      >
        <CircularProgress size={28} />
        <Typography variant="h6" component="p">
          {messages.loadingStoryline}
        </Typography>
      </Box>
    );
  } else {
    body = (
      <StorylineViewer
        key={`${document.id}\0${document.version ?? ""}`}
        document={document}
        shared={{ changeableParameters: grant.data.changeableParameters }}
      />
    );
  }

  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ minHeight: "100vh", display: "flex", flexDirection: "column", bgcolor: "background.default" }}>
        {hideTitleBar ? null : (
          <AppBar position="static" elevation={0}>
            <Toolbar sx={{ gap: 2, minHeight: { xs: 56, sm: 60 } }}>
              {settings.logoUrl ? (
                <Box
                  component="img"
                  src={settings.logoUrl}
                  alt={`${settings.tenantName} logo`}
                  sx={{ display: "block", height: 28, width: "auto", maxWidth: 140, objectFit: "contain" }}
                />
              ) : null}
              <Typography variant="h6" component="p" noWrap sx={{ fontWeight: 500, flexShrink: 1, minWidth: 0 }}>
                {settings.tenantName}
              </Typography>
              <Box sx={{ flex: 1 }} />
              {grant.data ? (
                <Chip
                  size="small"
                  label={`Shared view · link expires ${dayFormat.format(new Date(grant.data.expiresAt))}`}
                  variant="outlined"
                />
              ) : null}
            </Toolbar>
          </AppBar>
        )}
        <Box component="main" sx={{ flex: 1, minWidth: 0, p: { xs: 1.5, sm: 3 } }} data-shared-view>
          {body}
        </Box>
      </Box>
    </ThemeProvider>
  );
}
