import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import { lazy, type ReactNode, Suspense, useId, useState } from "react";
import { ErrorBoundary } from "../shell/ErrorBoundary";
import { DatasourcesTab } from "./DatasourcesTab";
import { type DebugTarget, useDebuggerStore } from "./debuggerStore";
import { EmptyTarget } from "./EmptyTarget";
import { EventLogTab } from "./EventLogTab";
import { MetadataTab } from "./MetadataTab";
import { ParameterValuesTab } from "./ParameterValuesTab";
import { useEventRecording } from "./recordEvents";

const TemplatesTab = lazy(() =>
  import("./templates/TemplatesTab").then((module) => ({ default: module.TemplatesTab })),
);
const FrameDataTab = lazy(() =>
  import("./frameData/FrameDataTab").then((module) => ({ default: module.FrameDataTab })),
);
const EditorLinkTab = lazy(() =>
  import("./editorLink/EditorLinkTab").then((module) => ({ default: module.EditorLinkTab })),
);

/** The Canvas Debugger's tabs, in order (platform-shell §2). */
export const DEBUGGER_TABS = [
  "Metadata",
  "Templates",
  "Frame Data",
  "Parameter Values",
  "Datasources",
  "Event Log",
  "VS Code",
] as const;
type DebuggerTab = (typeof DEBUGGER_TABS)[number];

/** A tab's content; those about the storyline say so while none is open. */
function tabContent(tab: DebuggerTab, target: DebugTarget | null): ReactNode {
  if (tab === "Event Log") return <EventLogTab />;
  if (tab === "VS Code") return <EditorLinkTab target={target} />;
  if (!target) return <EmptyTarget />;
  switch (tab) {
    case "Metadata":
      return <MetadataTab target={target} />;
    case "Templates":
      return <TemplatesTab target={target} />;
    case "Frame Data":
      return <FrameDataTab target={target} />;
    case "Parameter Values":
      return <ParameterValuesTab target={target} />;
    case "Datasources":
      return <DatasourcesTab target={target} />;
  }
}

/**
 * The Canvas Debugger: its tabs about the storyline the viewer shows. It follows the viewer to another frame or
 * storyline. A tab stays mounted once shown, so its unapplied edits survive a look at another tab; they belong to
 * their storyline and are dropped when another one opens.
 */
export function DebuggerView() {
  const target = useDebuggerStore((state) => state.target);
  const [selected, setSelected] = useState(0);
  const [shown, setShown] = useState<ReadonlySet<number>>(() => new Set([0]));
  const id = useId();
  useEventRecording(target);
  const select = (index: number) => {
    setSelected(index);
    setShown((current) => new Set([...current, index]));
  };
  return (
    <Box sx={{ display: "flex", flexDirection: "column", height: "100%", minHeight: 0 }}>
      <Tabs
        value={selected}
        onChange={(_event, index: number) => select(index)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label="Canvas Debugger"
        sx={{ borderBottom: 1, borderColor: "divider", flexShrink: 0 }}
      >
        {DEBUGGER_TABS.map((label, index) => (
          <Tab key={label} label={label} id={`${id}-tab-${index}`} aria-controls={`${id}-panel-${index}`} />
        ))}
      </Tabs>
      {DEBUGGER_TABS.map((tab, index) => (
        <Box
          key={tab}
          role="tabpanel"
          hidden={index !== selected}
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          sx={{ flex: 1, minHeight: 0, overflow: "auto", p: 2 }}
        >
          {shown.has(index) ? (
            <ErrorBoundary
              key={target?.document.id ?? ""}
              fallback={() => <Alert severity="error">The {tab} tab could not be shown.</Alert>}
            >
              <Suspense fallback={<CircularProgress size={24} aria-label={`Loading ${tab}`} />}>
                {tabContent(tab, target)}
              </Suspense>
            </ErrorBoundary>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}
