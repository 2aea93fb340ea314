import { useEffect, useMemo } from "react";
import { useLocation, useNavigate } from "react-router";
import { LoadingScreen } from "../shell/LoadingScreen";
import { useAuthClient } from "./AuthContext";
import { pathInState, pathOf } from "./paths";
import { runOnce } from "./runOnce";

/**
 * Where the identity provider sends the browser back after signing out (`/logout-callback`): goes on to the
 * address the user logged out from, where the app asks them to sign in again.
 */
export function LogoutCallbackPage() {
  const client = useAuthClient();
  const navigate = useNavigate();
  const address = pathOf(useLocation());
  const callbackUrl = useMemo(() => new URL(address, window.location.origin).href, [address]);

  useEffect(() => {
    let active = true;
    runOnce(client, `signOut ${callbackUrl}`, () => client.signoutRedirectCallback(callbackUrl))
      // The local user is gone whatever the answer: a sign-out that cannot be completed still ends at home.
      .then(
        (response) => pathInState(response.userState, "returnPath") ?? "/",
        () => "/",
      )
      .then((target) => {
        if (active) navigate(target, { replace: true });
      });
    return () => {
      active = false;
    };
  }, [client, callbackUrl, navigate]);

  return <LoadingScreen />;
}
