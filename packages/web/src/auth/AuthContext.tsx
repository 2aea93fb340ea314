import type { ClientSettings } from "@storyframe/core";
import { createContext, type ReactNode, useContext, useMemo } from "react";
import type { AuthClient, AuthClientFactory } from "./authClient";
import { lazyAuthClient } from "./lazyAuthClient";

/** Makes the tenant's sign-in client; tests put a factory of stubs here so nothing goes to the network. */
export const AuthClientFactoryContext = createContext<AuthClientFactory>(lazyAuthClient);

const AuthClientContext = createContext<(() => AuthClient) | null>(null);

interface AuthProviderProps {
  settings: ClientSettings;
  children: ReactNode;
}

/**
 * Gives everything below it the sign-in client of the tenant whose settings it gets. The client is made on
 * first use: an anonymous visitor never needs one, so no token renewal ever runs for them.
 */
export function AuthProvider({ settings, children }: AuthProviderProps) {
  const createClient = useContext(AuthClientFactoryContext);
  const getClient = useMemo(() => {
    let client: AuthClient | null = null;
    return () => {
      client ??= createClient(settings);
      return client;
    };
  }, [createClient, settings]);
  return <AuthClientContext value={getClient}>{children}</AuthClientContext>;
}

export function useAuthClient(): AuthClient {
  const getClient = useContext(AuthClientContext);
  if (!getClient) throw new Error("useAuthClient is used outside an AuthProvider.");
  return getClient();
}
