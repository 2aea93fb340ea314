import { type ComponentType, createElement, type FunctionComponent } from "react";

/** A component whose code loads on first use, which can be asked to load ahead and tells whether it has. */
export type OnDemandComponent<Props extends object> = FunctionComponent<Props> & {
  /** Starts loading (once); settles when the code is there, or with the failure. */
  load(): Promise<void>;
  /** True once the code is there: rendering it then shows it at once. */
  isLoaded(): boolean;
};

type LoadState<Props extends object> =
  | { status: "idle" }
  | { status: "loading"; promise: Promise<void>; settled: Promise<void> }
  | { status: "loaded"; Component: ComponentType<Props> }
  | { status: "failed"; error: unknown };

/**
 * `React.lazy` with a way to load ahead (decision 088). Rendered before its code is there it suspends as a lazy
 * component does; rendered after it renders the code at once, where a lazy component first suspends again.
 * The canvas loads a component's code before rendering it (`toTemplateComponent`), so the component appears in an
 * ordinary render instead of a Suspense retry, which React holds back for up to 300 ms after any fallback showed.
 */
export function onDemand<Props extends object>(
  loadModule: () => Promise<{ default: ComponentType<Props> }>,
): OnDemandComponent<Props> {
  let state: LoadState<Props> = { status: "idle" };
  const load = (): Promise<void> => {
    if (state.status === "loaded") return Promise.resolve();
    if (state.status === "failed") return Promise.reject(state.error);
    if (state.status === "loading") return state.promise;
    const promise = loadModule().then(
      (module) => {
        state = { status: "loaded", Component: module.default };
      },
      (error: unknown) => {
        state = { status: "failed", error };
        throw error;
      },
    );
    state = { status: "loading", promise, settled: promise.catch(() => undefined) };
    return promise;
  };
  /** The code rendered, a failure thrown to the error boundary, or null while it loads. */
  const rendered = (props: Props) => {
    if (state.status === "failed") throw state.error;
    return state.status === "loaded" ? createElement(state.Component, props) : null;
  };
  function OnDemand(props: Props) {
    if (state.status === "idle") void load().catch(() => undefined);
    // Suspends until the code is there, as React.lazy does (the same promise every time; `use` would need every
    // test that renders it to await act), then renders what it settled to.
    if (state.status === "loading") throw state.settled;
    return rendered(props);
  }
  return Object.assign(OnDemand, { load, isLoaded: () => state.status === "loaded" });
}

function isOnDemand(component: unknown): component is OnDemandComponent<object> {
  return typeof component === "function" && "isLoaded" in component && "load" in component;
}

/** Whether every one of `components` renders at once: each is loaded, or not loaded on demand at all. */
export function allLoaded(components: readonly unknown[]): boolean {
  return components.every((component) => !isOnDemand(component) || component.isLoaded());
}

/** Loads those of `components` that load on demand; settles when all have settled, whatever the outcome. */
export function loadAll(components: readonly unknown[]): Promise<void> {
  const loads = components.filter(isOnDemand).map((component) => component.load().catch(() => undefined));
  return Promise.all(loads).then(() => undefined);
}
