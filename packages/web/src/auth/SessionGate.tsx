import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useDeferredValue, useEffect } from "react";
import { classifySessionError, loadSession } from "../api/session";
import { useAppStore } from "../app/store";
import { LoadingScreen } from "../shell/LoadingScreen";
import { StartupErrorPage } from "../shell/StartupErrorPage";

export const SESSION_QUERY_KEY = ["session"] as const;

interface SessionGateProps {
  /** True for a tenant's anonymous visitor: the session is loaded without a token. */
  anonymous: boolean;
  /** Starts a new sign-in when the server does not accept the token; not for anonymous visitors. */
  onSignInAgain?: () => void;
  /** Rendered (invisibly) while the session loads: lets the page's data start loading at the same time. */
  whileLoading?: ReactNode;
  children: ReactNode;
}

/** Loads the session into the store and shows its children once it is there; the loading screen until then. */
export function SessionGate({ anonymous, onSignInAgain, whileLoading, children }: SessionGateProps) {
  const session = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => loadSession(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const setSession = useAppStore((state) => state.setSession);
  const storedSession = useAppStore((state) => state.session);
  // The app is rendered at a transition's priority, in slices that leave the page responsive between them (its first
  // render is the largest the page makes); the loading screen stays until it is ready.
  const ready = useDeferredValue(session.data !== undefined && storedSession !== null);

  useEffect(() => {
    setSession(session.data ?? null);
  }, [session.data, setSession]);

  // A "Try Again" keeps the error in the query until the new answer: show the loading screen meanwhile.
  if (session.error && !session.isFetching) {
    const failure = classifySessionError(session.error, anonymous);
    if (failure.recovery === "signIn" && onSignInAgain) {
      return <StartupErrorPage error={failure.error} onRetry={onSignInAgain} retryAction="signIn" />;
    }
    return <StartupErrorPage error={failure.error} onRetry={() => void session.refetch()} />;
  }
  if (!ready || session.data === undefined || storedSession === null) {
    return (
      <>
        {whileLoading}
        <LoadingScreen />
      </>
    );
  }
  return children;
}
