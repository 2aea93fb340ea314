import {
  browserParameterStores,
  type CanvasRuntime,
  type CanvasUser,
  type ParameterStores,
  preloadComponentsOf,
  writeStoredParameter,
} from "@storyframe/canvas";
import { type FramePosition, type StorylineDataSource, shapeOf } from "@storyframe/core";
import type { Session } from "../api/session";
import type { NotifyInput } from "../shell/notifications";
import { canvasComponents } from "./canvasComponents";
import { canvasFetchApi } from "./canvasFetchApi";
import { DataSourceController, type FetchDataSource } from "./dataSourceController";
import { describeDataSourceError } from "./describeViewerErrors";
import { resolveInitialParameters, storedParameterRules } from "./initialParameters";
import { loadPrioritiesAt } from "./loadPriorities";
import { createNavigationStore, type NavigationStore } from "./navigationStore";
import { positionInAddress } from "./storylineAddress";
import {
  type DataReadOptions,
  fetchDataSourceRows,
  type StorylineDocument,
  startDataSourceRowsRead,
} from "./storylineApi";
import { frameAt, framesOf, framesOneMoveAway, type StorylineFrame } from "./storylineFrames";
import { whenIdleAfterPaint } from "./whenIdleAfterPaint";

/** Everything one open storyline needs: its frames, position, parameters and data sources. */
export type StorylineSession = {
  frames: StorylineFrame[];
  navigation: NavigationStore;
  controller: DataSourceController;
  runtime: CanvasRuntime;
  /** A refused `_parameters` value ('Parameter values hash mismatch.' or 'Parameter values decoding error.'). */
  parameterProblem: string | null;
  /** The filters whose value was restored from storage when the storyline opened. */
  restoredParameters: readonly string[];
};

export type StorylineSessionOptions = {
  branch: string;
  retries: number;
  isDeveloper: boolean;
  search: string;
  navFiltersId: string | null;
  notify: (input: NotifyInput) => void;
  stores?: ParameterStores;
  /** The signed-in user canvases may name (feedback); null for an anonymous visitor. */
  user?: CanvasUser | null;
  /** The tenant the app names explicitly (client settings `explicitDomain`), for components that call the server. */
  explicitDomainName?: string;
};

function readSessionStorage(key: string | null): string | null {
  if (!key) return null;
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * Keeps the runtime's frame data on the current frame. It changes in the same
 * synchronous step as the position, so a frame never renders with the previous
 * frame's data; edits made on a frame are kept when the reader comes back to it.
 * The current frame's data sources load first, its neighbours' next. The code of the first frame's components loads
 * at once; once the current frame has painted, the code of the components used by the frames one move away loads
 * too, so that the next step shows its frame at once.
 */
function followCurrentFrame(
  document: StorylineDocument,
  frames: readonly StorylineFrame[],
  navigation: NavigationStore,
  controller: DataSourceController,
): void {
  const edited = new Map<string, Readonly<Record<string, unknown>>>();
  const shape = shapeOf(document.chapters);
  let cancelPreload = () => {};
  const preloadFramesOneMoveAway = (position: FramePosition) => {
    cancelPreload();
    cancelPreload = whenIdleAfterPaint(() => {
      for (const frame of framesOneMoveAway(frames, shape, position)) {
        void preloadComponentsOf(frame.templateName, document.templates, canvasComponents);
      }
    });
  };
  const start = navigation.getState().position;
  let current = frameAt(frames, start);
  // The first frame's components load now, beside its data, rather than when the viewer first renders them.
  if (current) void preloadComponentsOf(current.templateName, document.templates, canvasComponents);
  controller.replaceFrameData(current?.data ?? {});
  controller.setPriorities(loadPrioritiesAt(frames, start, document.filters));
  preloadFramesOneMoveAway(start);
  navigation.subscribe((state, previous) => {
    if (state.position === previous.position) return;
    if (current) edited.set(current.id, controller.getSnapshot().frameData);
    current = frameAt(frames, state.position);
    controller.replaceFrameData(current ? (edited.get(current.id) ?? current.data) : {});
    controller.setPriorities(loadPrioritiesAt(frames, state.position, document.filters));
    preloadFramesOneMoveAway(state.position);
  });
}

/** How a storyline's data sources are read (`read` does it for one data source, as `fetchDataSourceRows`). */
function dataSourceFetch(
  document: StorylineDocument,
  { branch, retries }: { branch: string; retries: number },
  read: (dataSource: StorylineDataSource, parameters: Record<string, unknown>, options: DataReadOptions) => unknown,
): FetchDataSource {
  // The storyline's own definitions, which say whether a data source writes (the controller's type omits it).
  const definitions = new Map(document.dataSources.map((dataSource) => [dataSource.name, dataSource]));
  return async (dataSource, parameters, part) => {
    const definition: StorylineDataSource = definitions.get(dataSource.name) ?? dataSource;
    // An endpoint that writes always answers with all of its rows.
    const firstRows = definition.writes === true ? undefined : part?.firstRows;
    return read(definition, parameters, { branch, retries, ...(firstRows === undefined ? {} : { firstRows }) });
  };
}

/** The user canvases see: the signed-in user's name, or null for an anonymous visitor (or no session yet). */
export function canvasUserOf(session: Session | null): CanvasUser | null {
  return session && !session.anonymous ? { name: session.name } : null;
}

type OpeningOptions = Pick<StorylineSessionOptions, "search" | "navFiltersId" | "stores">;

/** The parameter values a storyline opens with (address, stored values, defaults) and the frame it opens on. */
function openingOf(document: StorylineDocument, options: OpeningOptions) {
  const stores = options.stores ?? browserParameterStores();
  const initial = resolveInitialParameters({
    parameterValues: document.parameterValues,
    filters: document.filters,
    storylineId: document.id,
    search: options.search,
    navFilters: readSessionStorage(options.navFiltersId),
    stores,
  });
  // The address's frame is the first one shown, so its data sources are the first to load.
  const navigation = createNavigationStore(
    document.chapters,
    positionInAddress(document.chapters, options.search) ?? undefined,
  );
  return { stores, initial, navigation };
}

/**
 * Starts the reads a session of this storyline would start first (its opening frame's data sources, with the
 * values it opens with), for that session's own requests to take when it asks (`startDataSourceRowsRead`): the
 * page asks for them as soon as it has the storyline, not once it has rendered its way to the viewer.
 */
export function startOpeningFrameReads(
  document: StorylineDocument,
  options: OpeningOptions & Pick<StorylineSessionOptions, "branch" | "retries">,
): void {
  const { initial, navigation } = openingOf(document, options);
  const startRead = dataSourceFetch(document, options, startDataSourceRowsRead);
  const controller = new DataSourceController({
    dataSources: document.dataSources,
    initialParameters: initial.values,
    fetch: startRead,
  });
  controller.setPriorities(loadPrioritiesAt(framesOf(document), navigation.getState().position, document.filters));
  for (const { dataSource, parameters, part } of controller.firstRequests()) {
    void startRead(dataSource, parameters, part);
  }
}

export function createStorylineSession(
  document: StorylineDocument,
  options: StorylineSessionOptions,
): StorylineSession {
  const { stores, initial, navigation } = openingOf(document, options);
  const rules = storedParameterRules(document.filters);
  const controller = new DataSourceController({
    dataSources: document.dataSources,
    initialParameters: initial.values,
    fetch: dataSourceFetch(document, options, fetchDataSourceRows),
    onError: (dataSource, error) =>
      options.notify(describeDataSourceError(error, dataSource.name, options.isDeveloper)),
    onParameterChange: (name, value) => {
      const rule = rules[name];
      if (rule) writeStoredParameter(stores, document.id, name, rule, value);
    },
    whenIdle: whenIdleAfterPaint,
  });
  const runtime: CanvasRuntime = {
    getSnapshot: controller.getSnapshot,
    subscribe: controller.subscribe,
    setParameter: controller.setParameter,
    applyParameterChanges: controller.applyParameterChanges,
    setFrameData: controller.setFrameData,
    storageScope: document.id,
    user: options.user ?? null,
    fetchApi: canvasFetchApi(options.retries),
    ...(options.explicitDomainName ? { domainName: options.explicitDomainName } : {}),
  };
  const frames = framesOf(document);
  followCurrentFrame(document, frames, navigation, controller);
  return {
    frames,
    navigation,
    controller,
    runtime,
    parameterProblem: initial.problem,
    restoredParameters: initial.restored,
  };
}
