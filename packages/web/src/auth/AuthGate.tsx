import type { ClientSettings } from "@storyframe/core";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { ErrorInfo } from "../api/errorInfo";
import { LoadingScreen } from "../shell/LoadingScreen";
import { StartupErrorPage } from "../shell/StartupErrorPage";
import { useAuthClient } from "./AuthContext";
import { sendAccessTokenToApis } from "./bearer";
import { pathOf } from "./paths";
import { SessionGate } from "./SessionGate";
import { describeSignInFailure, ensureSignedIn, startSignIn } from "./signIn";

type Restart = { status: "idle" } | { status: "redirecting" } | { status: "failed"; error: ErrorInfo };

interface AuthGateProps {
  settings: ClientSettings;
  /** Rendered while the session loads (see SessionGate). */
  whileLoading?: ReactNode;
  children: ReactNode;
}

/**
 * Shows its children only to a signed-in user whose session has loaded — or, when the tenant allows it, to
 * an anonymous visitor, who never signs in. Until then the loading screen stays; a user who is not signed
 * in goes to the identity provider and comes back to the same address.
 */
export function AuthGate({ settings, whileLoading, children }: AuthGateProps) {
  if (settings.allowAnonymousAuthentication) {
    return (
      <SessionGate anonymous whileLoading={whileLoading}>
        {children}
      </SessionGate>
    );
  }
  return (
    <SignedInGate settings={settings} whileLoading={whileLoading}>
      {children}
    </SignedInGate>
  );
}

function SignedInGate({ settings, whileLoading, children }: AuthGateProps) {
  const client = useAuthClient();
  const path = pathOf(useLocation());
  const pathRef = useRef(path);
  const [restart, setRestart] = useState<Restart>({ status: "idle" });

  useEffect(() => {
    pathRef.current = path;
  }, [path]);

  useEffect(() => sendAccessTokenToApis(client, settings), [client, settings]);

  const signIn = useQuery({
    queryKey: ["signIn", settings.auth.instance, settings.auth.clientId],
    queryFn: () => ensureSignedIn(client, pathRef.current),
    staleTime: Number.POSITIVE_INFINITY,
  });

  const signInAgain = () => {
    setRestart({ status: "redirecting" });
    client
      .removeUser()
      .then(() => startSignIn(client, pathRef.current))
      .catch((error: unknown) => setRestart({ status: "failed", error: describeSignInFailure(error) }));
  };

  if (restart.status === "redirecting") return <LoadingScreen />;
  if (restart.status === "failed") return <StartupErrorPage error={restart.error} onRetry={signInAgain} />;
  if (signIn.isFetching) return <LoadingScreen />;
  if (signIn.error) {
    return <StartupErrorPage error={describeSignInFailure(signIn.error)} onRetry={() => void signIn.refetch()} />;
  }
  // "redirecting": the browser is on its way to the identity provider.
  if (signIn.data !== "signedIn") return <LoadingScreen />;
  return (
    <SessionGate anonymous={false} onSignInAgain={signInAgain} whileLoading={whileLoading}>
      {children}
    </SessionGate>
  );
}
