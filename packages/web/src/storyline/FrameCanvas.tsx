import { TemplateView, useCanvasRuntime } from "@storyframe/canvas";
import { useMemo, useSyncExternalStore } from "react";
import { useSession } from "../auth/useSession";
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

/** One frame's template rendered with the storyline's live parameters and its data sources' results. */
export function FrameCanvas({ document, templateName, dataSources, scopeId, frameData }: FrameCanvasProps) {
  const runtime = useCanvasRuntime();
  const parameters = useSyncExternalStore(runtime.subscribe, () => runtime.getSnapshot().parameters);
  const liveFrameData = useSyncExternalStore(runtime.subscribe, () => runtime.getSnapshot().frameData);
  const { results } = useFrameDataSources(dataSources);
  const isDeveloper = useSession()?.isDeveloper ?? false;
  const scope = useMemo(
    () => ({ frame: frameData ?? liveFrameData, params: parameters, ds: results }),
    [frameData, liveFrameData, parameters, results],
  );
  return (
    <TemplateView
      templateName={templateName}
      templates={document.templates}
      scope={scope}
      components={canvasComponents}
      scopeId={scopeId}
      showErrorDetails={isDeveloper}
    />
  );
}
