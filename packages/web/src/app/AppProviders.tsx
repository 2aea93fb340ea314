import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import { MAX_SNACKBARS } from "@storyframe/core";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { SnackbarProvider } from "notistack";
import { type ReactNode, useState } from "react";
import { BrowserRouter } from "react-router";
import { NotificationToast } from "../shell/notifications/NotificationToast";
import { Notifier } from "../shell/notifications/Notifier";
import { createQueryClient } from "./queryClient";
import { theme } from "./theme";

// Every variant uses the shell's toast, which adds error-type icons and expandable details.
const toastComponents = {
  default: NotificationToast,
  success: NotificationToast,
  error: NotificationToast,
  warning: NotificationToast,
  info: NotificationToast,
};

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
        <SnackbarProvider
          maxSnack={MAX_SNACKBARS}
          anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
          Components={toastComponents}
        >
          <Notifier />
          <BrowserRouter>{children}</BrowserRouter>
        </SnackbarProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
