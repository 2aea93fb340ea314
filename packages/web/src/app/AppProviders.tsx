import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { BrowserRouter } from "react-router";
import { useNotificationStore } from "../shell/notifications";
import type { Toasts } from "../shell/notifications/Toasts";
import { whenIdleAfterPaint } from "../storyline/whenIdleAfterPaint";
import { createQueryClient } from "./queryClient";
import { theme } from "./theme";

interface AppProvidersProps {
  children: ReactNode;
  /** A client of the caller's own; a fresh one otherwise. */
  queryClient?: QueryClient;
}

export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <BrowserRouter>{children}</BrowserRouter>
        <DeferredToasts />
      </ThemeProvider>
    </QueryClientProvider>
  );
}

/**
 * The toasts, whose code is not part of the first download: it loads once the page has painted, or at once for a
 * notification raised before; notifications wait in the state until it has. A failed load is tried again with the
 * next notification.
 */
function DeferredToasts() {
  const [LoadedToasts, setLoadedToasts] = useState<typeof Toasts | null>(null);
  const [painted, setPainted] = useState(false);
  const waiting = useNotificationStore((state) => state.notifications.length);
  useEffect(() => whenIdleAfterPaint(() => setPainted(true)), []);
  useEffect(() => {
    if (LoadedToasts || (!painted && waiting === 0)) return;
    let live = true;
    import("../shell/notifications/Toasts").then(
      (module) => {
        if (live) setLoadedToasts(() => module.Toasts);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [LoadedToasts, painted, waiting]);
  return LoadedToasts ? <LoadedToasts /> : null;
}
