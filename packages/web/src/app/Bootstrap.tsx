import { SHARE_LINK_PAGE } from "@storyframe/core";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState } from "react";
import { Route, Routes } from "react-router";
import { useShallow } from "zustand/react/shallow";
import { classifySettingsError, loadClientSettings } from "../api/settings";
import { AuthProvider } from "../auth/AuthContext";
import { AuthGate } from "../auth/AuthGate";
import { LoginCallbackPage } from "../auth/LoginCallbackPage";
import { LogoutCallbackPage } from "../auth/LogoutCallbackPage";
import { LOGIN_CALLBACK_PATH, LOGOUT_CALLBACK_PATH } from "../auth/paths";
import { AppLayout } from "../shell/AppLayout";
import { LoadingScreen } from "../shell/LoadingScreen";
import { MaintenancePage } from "../shell/MaintenancePage";
import { StartupErrorPage } from "../shell/StartupErrorPage";
import { settingsFromPage } from "./pageBootstrap";
import { RouteDataPrefetch } from "./RouteDataPrefetch";
import { useAppStore } from "./store";

const CLIENT_SETTINGS_QUERY_KEY = ["clientSettings"] as const;

const SharedStorylinePage = lazy(() =>
  import("../shareLinks/SharedStorylinePage").then((module) => ({ default: module.SharedStorylinePage })),
);

/**
 * Takes the tenant's client settings from the page, or else loads them, then shows the app (once the user is
 * signed in), its maintenance page or why it cannot start. The sign-in and sign-out callbacks are handled before
 * the sign-in is required.
 */
export function Bootstrap() {
  const [settingsInPage] = useState(settingsFromPage);
  const query = useQuery({
    queryKey: CLIENT_SETTINGS_QUERY_KEY,
    queryFn: ({ signal }) => loadClientSettings(signal),
    // The server writes them into the page (decision 072); a page without them asks.
    initialData: settingsInPage ?? undefined,
    // fetchJson retries already; settings do not change while the app is open.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const { data, error, isPending, isFetching, refetch } = query;
  const setBootState = useAppStore((state) => state.setBootState);
  const { loading, settings, globalError } = useAppStore(
    useShallow((state) => ({
      loading: state.loading,
      settings: state.settings,
      globalError: state.errors.global,
    })),
  );

  useEffect(() => {
    // Loading also covers a "Try Again" after a failure: the error stays in the query until the new answer.
    const stillLoading = data === undefined && (isPending || isFetching);
    setBootState({
      loading: stillLoading,
      settings: data ?? null,
      globalError: !stillLoading && error ? classifySettingsError(error) : null,
    });
  }, [data, error, isPending, isFetching, setBootState]);

  useEffect(() => {
    if (settings) document.title = settings.tenantName;
  }, [settings]);

  if (loading) return <LoadingScreen />;
  if (globalError) return <StartupErrorPage error={globalError} onRetry={() => void refetch()} />;
  if (!settings) return <LoadingScreen />;
  if (settings.maintenanceMode) {
    return (
      <MaintenancePage
        tenantName={settings.tenantName}
        logoUrl={settings.logoUrl}
        title={settings.maintenanceMode.title}
        body={settings.maintenanceMode.body}
      />
    );
  }
  return (
    <AuthProvider settings={settings}>
      <Routes>
        <Route path={LOGIN_CALLBACK_PATH} element={<LoginCallbackPage settings={settings} />} />
        <Route path={LOGOUT_CALLBACK_PATH} element={<LogoutCallbackPage />} />
        {/* A share link opens its storyline without signing in (decision 078). */}
        <Route
          path={`${SHARE_LINK_PAGE}:token`}
          element={
            <Suspense fallback={<LoadingScreen />}>
              <SharedStorylinePage settings={settings} />
            </Suspense>
          }
        />
        <Route
          path="*"
          element={
            <AuthGate settings={settings} whileLoading={<RouteDataPrefetch />}>
              <AppLayout tenantName={settings.tenantName} logoUrl={settings.logoUrl} />
            </AuthGate>
          }
        />
      </Routes>
    </AuthProvider>
  );
}
