import { type ClientSettings, LOGIN_CALLBACK_REDIRECT_DELAY_MS } from "@storyframe/core";
import { useEffect, useMemo, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { LoadingScreen } from "../shell/LoadingScreen";
import { useAuthClient } from "./AuthContext";
import { completeSignIn, type SignInOutcome } from "./completeSignIn";
import { LoginErrorPage } from "./LoginErrorPage";
import { describeLoginError, type LoginError, signInTarget } from "./loginError";
import { pathOf } from "./paths";
import { passwordResetUrl } from "./providerPages";
import { runOnce } from "./runOnce";
import { startSignIn } from "./signIn";

interface LoginCallbackPageProps {
  settings: ClientSettings;
  /** Leaves the SPA for another site; tests watch it instead. */
  openExternal?: (url: string) => void;
}

function assignLocation(url: string): void {
  window.location.assign(url);
}

/**
 * Where the identity provider sends the browser back after signing in (`/login-callback`). Works without a
 * signed-in user: it is how one gets signed in.
 */
export function LoginCallbackPage({ settings, openExternal = assignLocation }: LoginCallbackPageProps) {
  const client = useAuthClient();
  const navigate = useNavigate();
  const address = pathOf(useLocation());
  const callbackUrl = useMemo(() => new URL(address, window.location.origin), [address]);
  const [outcome, setOutcome] = useState<SignInOutcome | null>(null);
  const [retryError, setRetryError] = useState<LoginError | null>(null);

  useEffect(() => {
    let active = true;
    void completeSignIn(client, callbackUrl).then((result) => {
      if (active) setOutcome(result);
    });
    return () => {
      active = false;
    };
  }, [client, callbackUrl]);

  useEffect(() => {
    if (outcome?.kind === "signedIn") {
      // The short pause lets the token storage settle before the app starts using it.
      const timer = setTimeout(() => navigate(outcome.target, { replace: true }), LOGIN_CALLBACK_REDIRECT_DELAY_MS);
      return () => clearTimeout(timer);
    }
    if (outcome?.kind === "passwordReset") openExternal(passwordResetUrl(settings.auth));
    if (outcome?.kind === "noResponse" && settings.allowAnonymousAuthentication) {
      // Visitors of an anonymous tenant never sign in.
      navigate("/", { replace: true });
    } else if (outcome?.kind === "noResponse") {
      runOnce(client, `restart ${callbackUrl.href}`, () => startSignIn(client, signInTarget(callbackUrl, null))).catch(
        (reason: unknown) => setRetryError(describeLoginError(reason, callbackUrl)),
      );
    }
    return undefined;
  }, [outcome, navigate, openExternal, settings, client, callbackUrl]);

  const error = retryError ?? (outcome?.kind === "failed" ? outcome.error : null);
  if (!error) return <LoadingScreen />;

  const tryAgain = () => {
    startSignIn(client, error.originalPath ?? "/").catch((reason: unknown) =>
      setRetryError(describeLoginError(reason, callbackUrl)),
    );
  };
  return <LoginErrorPage error={error} owner={settings.owner} onTryAgain={tryAgain} />;
}
