import { type CanvasSnapshot, TemplateView, useCanvasSnapshot } from "@storyframe/canvas";
import { useMemo } from "react";
import { useSession } from "../auth/useSession";
import { canvasComponents } from "./canvasComponents";
import type { StorylineDocument } from "./storylineApi";

/** Data source results by name, as templates read them (`ds.name`). */
function resultsOf(snapshot: CanvasSnapshot): Record<string, unknown> {
  return Object.fromEntries(Object.entries(snapshot.dataSources).map(([name, view]) => [name, view.data]));
}

type FrameCanvasProps = {
  document: StorylineDocument;
  templateName: string;
  scopeId: string;
  /** Frame data to show instead of the live frame's (the mini-map's previews). */
  frameData?: Readonly<Record<string, unknown>>;
};

/** One frame's template rendered with the storyline's live parameters and data. */
export function FrameCanvas({ document, templateName, scopeId, frameData }: FrameCanvasProps) {
  const snapshot = useCanvasSnapshot();
  const isDeveloper = useSession()?.isDeveloper ?? false;
  const dataSources = snapshot.dataSources;
  // biome-ignore lint/correctness/useExhaustiveDependencies: results change exactly when the data source views do.
  const ds = useMemo(() => resultsOf(snapshot), [dataSources]);
  const scope = useMemo(
    () => ({ frame: frameData ?? snapshot.frameData, params: snapshot.parameters, ds }),
    [frameData, snapshot.frameData, snapshot.parameters, ds],
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
