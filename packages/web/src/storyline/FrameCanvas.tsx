import { TemplateView, useCanvasRuntime } from "@storyframe/canvas";
import { useMemo, useSyncExternalStore } from "react";
import { useActiveBranch } from "../app/activeBranch";
import { useSession } from "../auth/useSession";
import { storylineKey, useDebuggerStore } from "../debugger/debuggerStore";
import { canvasComponents } from "./canvasComponents";
import type { StorylineDocument } from "./storylineApi";
import { useFrameDataSources } from "./useFrameDataSources";

type FrameCanvasProps = {
  document: StorylineDocument;
  templateName: string;
  /** The data sources the frame declares: the only ones its template reads (`ds.name`). */
  dataSources: readonly string[];
  scopeId: string;
  /** Frame data to show instead of the live frame's (the mini-map's previews). */
  frameData?: Readonly<Record<string, unknown>>;
};

/**
 * One frame's template rendered with the storyline's live parameters and its data sources' results, and with the
 * templates edited in the Canvas Debugger in place of the storyline's.
 */
export function FrameCanvas({ document, templateName, dataSources, scopeId, frameData }: FrameCanvasProps) {
  const runtime = useCanvasRuntime();
  const parameters = useSyncExternalStore(runtime.subscribe, () => runtime.getSnapshot().parameters);
  const liveFrameData = useSyncExternalStore(runtime.subscribe, () => runtime.getSnapshot().frameData);
  const { results } = useFrameDataSources(dataSources);
  const isDeveloper = useSession()?.isDeveloper ?? false;
  // Templates edited in the Canvas Debugger and applied (not saved) replace the storyline's own; having no compiled
  // form, they are parsed on demand.
  const branch = useActiveBranch();
  const overrides = useDebuggerStore((state) => state.overrides[storylineKey(document.id, branch)]);
  const templates = useMemo(
    () => (overrides ? { ...document.templates, ...overrides } : document.templates),
    [document.templates, overrides],
  );
  const scope = useMemo(
    () => ({ frame: frameData ?? liveFrameData, params: parameters, ds: results }),
    [frameData, liveFrameData, parameters, results],
  );
  return (
    <TemplateView
      templateName={templateName}
      templates={templates}
      scope={scope}
      components={canvasComponents}
      scopeId={scopeId}
      showErrorDetails={isDeveloper}
    />
  );
}
