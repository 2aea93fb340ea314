import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useState } from "react";
import { CodeEditor } from "../codeEditor/CodeEditor";
import type { DebugTarget } from "../debuggerStore";
import { formatJson } from "../jsonText";
import { useSessionSnapshot } from "../sessionHooks";
import { parseFrameData } from "./parseFrameData";

type Edit = {
  text: string;
  /** The frame data the edit started from: when the frame's data moves on, the edit is kept and says so. */
  from: Readonly<Record<string, unknown>>;
};

/**
 * The Frame Data tab: the current frame's data as JSON, following it (another frame, a change the canvas makes)
 * until it is edited. 'Apply Changes' replaces the frame's data with the edited object, so the frame re-renders.
 */
export function FrameDataTab({ target }: { target: DebugTarget }) {
  const { controller } = target.session;
  const { frameData } = useSessionSnapshot(target.session);
  const [edit, setEdit] = useState<Edit | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The object last applied: its notice shows while the frame still holds it.
  const [applied, setApplied] = useState<Readonly<Record<string, unknown>> | null>(null);
  const text = edit?.text ?? formatJson(frameData);
  const movedOn = edit !== null && edit.from !== frameData;

  const onChange = (typed: string) => {
    setEdit((current) => ({ text: typed, from: current?.from ?? frameData }));
    setProblem(null);
    setApplied(null);
  };

  const apply = () => {
    const parsed = parseFrameData(text);
    if (!parsed.ok) {
      setProblem(parsed.message);
      return;
    }
    controller.replaceFrameData(parsed.value);
    setEdit(null);
    setApplied(parsed.value);
  };

  const discard = () => {
    setEdit(null);
    setProblem(null);
  };

  return (
    <Stack spacing={1.5}>
      <CodeEditor label="Frame data editor" language="json" value={text} onChange={onChange} height="520px" />
      {problem && <Alert severity="error">{problem}</Alert>}
      {movedOn && (
        <Alert severity="info">
          The frame's data changed since you started editing; applying replaces it with your text.
        </Alert>
      )}
      {applied !== null && applied === frameData && <Alert severity="success">Frame data applied.</Alert>}
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={apply}>
          Apply Changes
        </Button>
        <Button onClick={discard} disabled={edit === null}>
          Discard Changes
        </Button>
      </Stack>
    </Stack>
  );
}
