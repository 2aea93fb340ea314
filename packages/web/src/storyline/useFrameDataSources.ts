import { type DataSourceView, useCanvasRuntime } from "@storyframe/canvas";
import { useCallback, useRef, useSyncExternalStore } from "react";

type FrameDataSources = {
  /** Results by name, as the template reads them (`ds.name`). */
  results: Readonly<Record<string, unknown>>;
  loading: boolean;
  /** A request failed and there is no earlier data to show. */
  failedWithoutData: boolean;
};

function sameViews(a: readonly (DataSourceView | undefined)[], b: readonly (DataSourceView | undefined)[]): boolean {
  return a.length === b.length && a.every((view, index) => view === b[index]);
}

/**
 * The data sources one frame declares (its paragraph's, page's and chapter's).
 * The answer only changes when one of those changes, so the other data sources
 * of the storyline loading or refreshing do not re-render the frame.
 */
export function useFrameDataSources(names: readonly string[]): FrameDataSources {
  const runtime = useCanvasRuntime();
  const cache = useRef<{ views: (DataSourceView | undefined)[]; value: FrameDataSources } | null>(null);
  const read = useCallback((): FrameDataSources => {
    const all = runtime.getSnapshot().dataSources;
    const views = names.map((name) => all[name]);
    if (cache.current && sameViews(cache.current.views, views)) return cache.current.value;
    const present = views.filter((view): view is DataSourceView => view !== undefined);
    const value: FrameDataSources = {
      results: Object.fromEntries(names.map((name, index) => [name, views[index]?.data])),
      loading: present.some((view) => view.inFlight > 0),
      failedWithoutData: present.some((view) => view.error !== null && view.data === undefined),
    };
    cache.current = { views, value };
    return value;
  }, [runtime, names]);
  return useSyncExternalStore(runtime.subscribe, read, read);
}
