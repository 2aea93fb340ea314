import RefreshIcon from "@mui/icons-material/Refresh";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { preferencesMessages, type UserPreferences } from "@storyframe/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "../api/apiError";
import { describeResponse } from "../api/describeResponse";
import { useSession } from "../auth/useSession";
import { ErrorMessage } from "../shell/ErrorMessage";
import { notify, notifyError } from "../shell/notifications";
import { usePageHeader } from "../shell/pageHeader";
import { PreferencesForm } from "./PreferencesForm";
import { loadPreferences, preferencesQueryKey, savePreferences } from "./preferencesApi";
import { toFormValues } from "./preferencesForm";

const PREFERENCES_TITLE = "User Preferences";

/** `/preferences`: the user's slide transition style and narration voice, saved per user. */
export function PreferencesPage() {
  usePageHeader({ title: PREFERENCES_TITLE });
  const session = useSession();
  const anonymous = session?.anonymous ?? false;
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: preferencesQueryKey(anonymous),
    queryFn: ({ signal }) => loadPreferences(anonymous, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

  const save = async (preferences: UserPreferences) => {
    try {
      const saved = await savePreferences(anonymous, preferences);
      queryClient.setQueryData(preferencesQueryKey(anonymous), saved);
      notify({ message: preferencesMessages.saved, variant: "success" });
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 400)) {
        notifyError({
          type: error instanceof ApiError && error.isConnectivity ? "Connectivity" : "Generic",
          title: "Your preferences could not be saved.",
          ...(error instanceof ApiError ? { detail: describeResponse(error) } : {}),
        });
      }
      throw error;
    }
  };

  return (
    <Box sx={{ maxWidth: 880, mx: "auto" }}>
      <Typography variant="h1">{PREFERENCES_TITLE}</Typography>
      <Typography sx={{ color: "text.secondary", mt: 1, mb: 3 }}>
        {anonymous
          ? "How storylines play for you. As a guest, your choices are kept in this browser."
          : "How storylines play for you. Your choices follow you to every device you sign in on."}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        {query.isPending ? (
          <Box role="status" aria-label="Loading preferences">
            <Skeleton width={260} height={28} />
            <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "repeat(3, 1fr)" }, gap: 1.5, my: 2 }}>
              {[0, 1, 2].map((index) => (
                <Skeleton key={index} variant="rounded" height={118} />
              ))}
            </Box>
            <Skeleton width={180} height={28} sx={{ mt: 3 }} />
            <Skeleton variant="rounded" width={420} height={56} sx={{ mt: 1, maxWidth: "100%" }} />
          </Box>
        ) : query.error ? (
          <Box sx={{ py: 4 }}>
            <ErrorMessage
              type={query.error instanceof ApiError && query.error.isConnectivity ? "Connectivity" : "Generic"}
              title="Your preferences could not be loaded."
              detail={query.error instanceof ApiError ? describeResponse(query.error) : undefined}
              action={
                <Button variant="contained" startIcon={<RefreshIcon />} onClick={() => void query.refetch()}>
                  Try Again
                </Button>
              }
            />
          </Box>
        ) : (
          <PreferencesForm defaultValues={toFormValues(query.data)} onSave={save} />
        )}
      </Paper>
    </Box>
  );
}
