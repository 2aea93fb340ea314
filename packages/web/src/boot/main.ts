/**
 * The web app page's boot script, inlined into index.html by the build (decision 072). Before anything of the
 * app is downloaded, it sends a visitor who has to sign in to the identity provider; everyone else gets the app,
 * with the session (and on a storyline's page the storyline) asked for at once and the current page's modules
 * preloaded beside the entry. Whatever it cannot do, the app does as it always did.
 */
import type { PageBootstrap } from "@storyframe/core";
import { currentPath } from "../auth/paths";
import { planBoot } from "./bootPlan";
import { startEarlySession, startEarlyStoryline } from "./earlyRequests";
import { loadApp } from "./loadApp";
import { APP_FILES_ELEMENT_ID, type AppFiles, BOOTSTRAP_ELEMENT_ID, readJsonElement } from "./pageElements";
import { createSignInRequest } from "./signInRequest";
import { readStoredSignIn } from "./storedSignIn";

/** The bootstrap when it holds what the boot script reads; the app validates the rest. */
function usableBootstrap(value: unknown): PageBootstrap | null {
  const bootstrap = value as PageBootstrap | null;
  const auth = bootstrap?.settings?.auth;
  const usable =
    typeof auth?.instance === "string" &&
    typeof auth.clientId === "string" &&
    typeof auth.redirectUri === "string" &&
    typeof bootstrap?.settings.allowAnonymousAuthentication === "boolean";
  return usable ? bootstrap : null;
}

async function authorizationEndpoint(bootstrap: PageBootstrap): Promise<string> {
  if (bootstrap.authorizationEndpoint) return bootstrap.authorizationEndpoint;
  const issuer = bootstrap.settings.auth.instance.replace(/\/+$/, "");
  const discovery = await fetch(`${issuer}/.well-known/openid-configuration`);
  const { authorization_endpoint: endpoint } = (await discovery.json()) as { authorization_endpoint?: unknown };
  if (typeof endpoint !== "string") throw new Error("The identity provider names no authorization endpoint.");
  return endpoint;
}

async function signIn(bootstrap: PageBootstrap): Promise<void> {
  const { auth } = bootstrap.settings;
  const request = await createSignInRequest({
    authorizationEndpoint: await authorizationEndpoint(bootstrap),
    authority: auth.instance,
    clientId: auth.clientId,
    redirectUri: auth.redirectUri,
    originalPath: currentPath(),
  });
  localStorage.setItem(request.stateKey, request.stateValue);
  // Replaced, not added: going back from the sign-in page must not land on this page, which would send it on again.
  window.location.replace(request.url);
}

function boot(): void {
  const files = readJsonElement(document, APP_FILES_ELEMENT_ID) as AppFiles;
  let bootstrap: PageBootstrap | null = null;
  const load = () => {
    const { pathname } = window.location;
    const home = pathname === "/" ? bootstrap?.settings.defaultPageUrl : null;
    loadApp(document, files, home ? [pathname, home] : [pathname]);
  };
  try {
    bootstrap = usableBootstrap(readJsonElement(document, BOOTSTRAP_ELEMENT_ID));
    const plan = planBoot(window.location.pathname, bootstrap, (auth) =>
      readStoredSignIn(localStorage, auth.instance, auth.clientId, Date.now()),
    );
    if (plan.kind === "signIn") {
      signIn(plan.bootstrap).catch(load);
      return;
    }
    if (plan.earlySession && bootstrap) {
      startEarlySession(plan.earlySession.token);
      startEarlyStoryline(bootstrap.settings, plan.earlySession.token, window.location.pathname);
    }
  } catch {
    // Storage the browser refuses, a page without its bootstrap: the app decides instead.
  }
  load();
}

boot();
