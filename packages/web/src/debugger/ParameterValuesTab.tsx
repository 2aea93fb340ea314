import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useMemo, useState } from "react";
import type { StorylineDocument } from "../storyline/storylineApi";
import type { DebugTarget } from "./debuggerStore";
import { formatJson, parseJsonText } from "./jsonText";
import { useSessionSnapshot } from "./sessionHooks";

/** Every parameter of the storyline: those with a value, its filters' and those its data sources read, by name. */
function parameterNames(document: StorylineDocument, values: Readonly<Record<string, unknown>>): string[] {
  const names = new Set([
    ...Object.keys(values),
    ...document.filters.map((filter) => filter.parameter),
    ...document.dataSources.flatMap((dataSource) => dataSource.parameters.map((parameter) => parameter.name)),
  ]);
  return [...names].sort((a, b) => a.localeCompare(b));
}

/**
 * The Parameter Values tab: each parameter's value as JSON, editable. 'Apply Changes' sets the edited values the way
 * a filter does, so the data sources using them refresh as after a filter change; nothing is set while one of them
 * is not JSON.
 */
export function ParameterValuesTab({ target }: { target: DebugTarget }) {
  const { document, session } = target;
  const { parameters } = useSessionSnapshot(session);
  const names = useMemo(() => parameterNames(document, parameters), [document, parameters]);
  const [drafts, setDrafts] = useState<Readonly<Record<string, string>>>({});
  const [problems, setProblems] = useState<Readonly<Record<string, string>>>({});
  const edited = Object.keys(drafts).length > 0;

  const edit = (name: string, text: string) => {
    setDrafts((current) => ({ ...current, [name]: text }));
    setProblems(({ [name]: _solved, ...others }) => others);
  };

  const discard = () => {
    setDrafts({});
    setProblems({});
  };

  const apply = () => {
    const parsed = Object.entries(drafts).map(([name, text]) => ({ name, result: parseJsonText(text) }));
    const failures: Record<string, string> = {};
    for (const { name, result } of parsed) if (!result.ok) failures[name] = result.message;
    if (Object.keys(failures).length > 0) {
      setProblems(failures);
      return;
    }
    for (const { name, result } of parsed) if (result.ok) session.runtime.setParameter(name, result.value);
    session.runtime.applyParameterChanges();
    discard();
  };

  if (names.length === 0) return <Typography color="text.secondary">This storyline has no parameters.</Typography>;
  return (
    <Stack spacing={2} sx={{ maxWidth: 960 }}>
      {Object.keys(problems).length > 0 ? (
        <Alert severity="error">Nothing was applied: correct the values that are not JSON.</Alert>
      ) : null}
      {names.map((name) => (
        <TextField
          key={name}
          label={name}
          multiline
          minRows={1}
          maxRows={12}
          value={drafts[name] ?? formatJson(parameters[name])}
          onChange={(event) => edit(name, event.target.value)}
          error={problems[name] !== undefined}
          helperText={problems[name]}
          slotProps={{ htmlInput: { spellCheck: false, sx: { fontFamily: "monospace", fontSize: 13 } } }}
        />
      ))}
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={apply} disabled={!edited}>
          Apply Changes
        </Button>
        <Button onClick={discard} disabled={!edited}>
          Discard Changes
        </Button>
      </Stack>
    </Stack>
  );
}
