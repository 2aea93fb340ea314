import { ThemeProvider } from "@mui/material/styles";
import type { ClientSettings } from "@storyframe/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { type RenderResult, render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter, useLocation } from "react-router";
import { createQueryClient } from "../app/queryClient";
import { theme } from "../app/theme";
import { AuthClientFactoryContext, AuthProvider } from "../auth/AuthContext";
import type { AuthClient } from "../auth/authClient";

interface AuthRenderOptions {
  client: AuthClient;
  settings: ClientSettings;
  path?: string;
}

/** Shows where the router is, e.g. "/storylines/q3?chapter=2". */
export function LocationProbe() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="location">{`${pathname}${search}${hash}`}</p>;
}

/** Renders `ui` as the app would, with `client` as the tenant's sign-in client. */
export function renderWithAuth(ui: ReactElement, { client, settings, path = "/" }: AuthRenderOptions): RenderResult {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[path]}>
          <AuthClientFactoryContext value={() => client}>
            <AuthProvider settings={settings}>{ui}</AuthProvider>
          </AuthClientFactoryContext>
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}
