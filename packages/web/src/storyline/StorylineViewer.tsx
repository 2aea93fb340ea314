import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import { CanvasRuntimeProvider } from "@storyframe/canvas";
import {
  canNavigateBackwards,
  canNavigateForward,
  DEFAULT_MAX_DATASOURCE_RETRY_COUNT,
  shapeOf,
  TAGS,
} from "@storyframe/core";
import { type ReactNode, startTransition, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useStore } from "zustand";
import { useActiveBranch } from "../app/activeBranch";
import { useAppStore } from "../app/store";
import { useSession } from "../auth/useSession";
import { registerDebugTarget } from "../debugger/debuggerStore";
import { useDebuggerKeys } from "../debugger/useDebuggerKeys";
import { usePreferences } from "../preferences/usePreferences";
import { ScheduleButton } from "../schedules/ScheduleButton";
import { ShareButton } from "../shareLinks/ShareButton";
import { type SharedView, shareableValues, sharedViewSearch } from "../shareLinks/sharedView";
import { notify } from "../shell/notifications";
import { usePageHeader } from "../shell/pageHeader";
import { CanvasSpeech } from "./CanvasSpeech";
import { ExportAction } from "./export/ExportAction";
import { FilterBar } from "./FilterBar";
import { FrameStage } from "./FrameStage";
import { FrameToolbar } from "./FrameToolbar";
import { MiniMap } from "./MiniMap";
import { isEditableTarget, moveForKey } from "./navigationKeys";
import type { StorylineDocument } from "./storylineApi";
import { frameAt } from "./storylineFrames";
import { canvasUserOf, createStorylineSession, type StorylineSession } from "./storylineSession";
import { usePreferencesFailureNotice } from "./usePreferencesFailureNotice";
import { useStorylineAddress } from "./useStorylineAddress";
import { focusViewer, returnFocusAfterFilterChoice, scrollToTopOfViewer } from "./viewerFocus";
import { readViewerQueryFlags, viewerFlagClasses } from "./viewerQueryFlags";

/**
 * A loaded storyline: filters, the current frame with its toolbar, and the mini-map. `shared`: opened through a
 * share link (decision 078), so the address may not change the values the link fixes.
 */
export function StorylineViewer({ document, shared }: { document: StorylineDocument; shared?: SharedView }) {
  const { search } = useLocation();
  const flags = useMemo(() => readViewerQueryFlags(search), [search]);
  const branch = useActiveBranch();
  const retries = useAppStore((state) => state.settings?.maxDatasourceRetryCount ?? DEFAULT_MAX_DATASOURCE_RETRY_COUNT);
  const explicitDomainName = useAppStore((state) =>
    state.settings?.explicitDomain ? state.settings.domainName : undefined,
  );
  const account = useSession();
  const isDeveloper = account?.isDeveloper ?? false;
  const user = canvasUserOf(account);
  const [session, setSession] = useState<StorylineSession | null>(null);
  usePreferencesFailureNotice(usePreferences().error);
  useDebuggerKeys(isDeveloper);

  // The session (and its requests) lives exactly as long as the viewer is mounted; so long the Canvas Debugger
  // inspects it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address is read once, when the storyline opens.
  useEffect(() => {
    const created = createStorylineSession(document, {
      branch,
      retries,
      isDeveloper,
      search: shared ? sharedViewSearch(search, document, shared) : search,
      navFiltersId: shared ? null : flags.navFiltersId,
      notify,
      user,
      ...(explicitDomainName ? { explicitDomainName } : {}),
    });
    created.controller.start();
    // Rendered as a transition, in slices: the first data requests, started above, go out before the frame renders
    // rather than after it.
    startTransition(() => setSession(created));
    const unregister = registerDebugTarget({ document, session: created });
    return () => {
      unregister();
      created.controller.dispose();
    };
  }, [document, branch]);

  const canShare = !shared && (account?.effectiveTags.includes(TAGS.shareLinksCreate) ?? false);
  const shareAction = useMemo(
    () =>
      canShare && session ? (
        <ShareButton
          document={document}
          currentValues={() => shareableValues(document, session.controller.getSnapshot().parameters)}
        />
      ) : undefined,
    [canShare, session, document],
  );
  const canSchedule = !shared && (account?.effectiveTags.includes(TAGS.schedulesManage) ?? false);
  const viewerActions = useMemo(
    () =>
      canSchedule && session ? (
        <>
          <ScheduleButton
            storylineId={document.id}
            currentValues={() => shareableValues(document, session.controller.getSnapshot().parameters)}
          />
          {shareAction}
        </>
      ) : (
        shareAction
      ),
    [canSchedule, session, document, shareAction],
  );

  if (!session) return null;
  return (
    <CanvasRuntimeProvider runtime={session.runtime}>
      <CanvasSpeech>
        <ViewerBody
          document={document}
          session={session}
          flagClasses={viewerFlagClasses(flags)}
          hideMinimap={flags.hideMinimap}
          hideTitleBar={flags.hideTitleBar}
          actions={viewerActions}
          shared={shared !== undefined}
        />
      </CanvasSpeech>
    </CanvasRuntimeProvider>
  );
}

type ViewerBodyProps = {
  document: StorylineDocument;
  session: StorylineSession;
  flagClasses: string[];
  hideMinimap: boolean;
  hideTitleBar: boolean;
  /** The page's actions in the navigation bar (Share). */
  actions?: ReactNode;
  /** Opened through a share link: its reader may not export (the export runs with a signed-in user's rights). */
  shared: boolean;
};

function ViewerBody({ document, session, flagClasses, hideMinimap, hideTitleBar, actions, shared }: ViewerBodyProps) {
  const position = useStore(session.navigation, (state) => state.position);
  const frame = frameAt(session.frames, position) ?? session.frames[0];
  const shape = useMemo(() => shapeOf(document.chapters), [document]);
  const viewer = useRef<HTMLDivElement>(null);
  usePageHeader({ title: frame?.title ?? document.title, actions });
  useStorylineAddress(
    document,
    session,
    useCallback(() => {
      if (viewer.current) focusViewer(viewer.current);
    }, []),
  );

  useEffect(() => {
    const element = viewer.current;
    if (!element) return;
    return returnFocusAfterFilterChoice(element, session.controller.subscribeToParameters);
  }, [session]);

  // Each frame starts at its top, not where the previous one was scrolled to. Scrolled when the frame changes,
  // before it renders: the page's layout is still the one painted, so reading where it is scrolled costs nothing
  // (after the render it would make the browser lay out the new frame on the spot).
  useEffect(
    () =>
      session.navigation.subscribe((state, previous) => {
        if (state.changes !== previous.changes && viewer.current) scrollToTopOfViewer(viewer.current);
      }),
    [session],
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isEditableTarget(event.target)) return;
      const move = moveForKey(event);
      if (move && session.navigation.getState().move(move)) event.preventDefault();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [session]);

  if (!frame) return null;
  const showMinimap = !hideMinimap && session.frames.length > 1;
  return (
    <Box
      ref={viewer}
      // Focusable (not in the tab order) so the arrows and PageDown/PageUp/Space reach the storyline at once.
      tabIndex={-1}
      role="region"
      aria-label={document.title}
      className={["sf-viewer", ...flagClasses].join(" ")}
      data-storyline={document.id}
      sx={{
        "&:focus": { outline: "none" },
        display: "flex",
        flexDirection: "column",
        gap: 2,
        minWidth: 0,
        "&.hide-commentary .sf-commentary": { display: "none" },
        // An export is a static picture of the frame: no controls.
        "&.is-export .sf-filter-bar, &.is-export .sf-minimap, &.is-export .sf-frame-toolbar button": {
          display: "none",
        },
      }}
    >
      {session.parameterProblem ? <Alert severity="error">{session.parameterProblem}</Alert> : null}
      {document.filters.length > 0 ? (
        <FilterBar
          filters={document.filters}
          defaults={document.parameterValues}
          restored={session.restoredParameters}
        />
      ) : null}
      <Box sx={{ display: "flex", gap: 3, alignItems: "flex-start", minWidth: 0 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {hideTitleBar ? null : (
            <FrameToolbar
              storylineTitle={document.title}
              frame={frame}
              frameNumber={session.frames.indexOf(frame) + 1}
              frameCount={session.frames.length}
              canGoBack={canNavigateBackwards(shape, position)}
              canGoForward={canNavigateForward(shape, position)}
              onMove={(move) => session.navigation.getState().move(move)}
              actions={shared ? undefined : <ExportAction document={document} session={session} frame={frame} />}
            />
          )}
          <FrameStage document={document} session={session} frame={frame} />
        </Box>
        {showMinimap ? <MiniMap document={document} session={session} current={frame} /> : null}
      </Box>
    </Box>
  );
}
