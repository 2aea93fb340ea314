import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useDebouncedValue } from "@storyframe/canvas/hooks";
import { useCallback, useMemo, useState } from "react";
import { useStore } from "zustand";
import { useActiveBranch } from "../../app/activeBranch";
import type { StorylineDocument } from "../../storyline/storylineApi";
import { frameAt } from "../../storyline/storylineFrames";
import { CodeEditor } from "../codeEditor/CodeEditor";
import { type DebugTarget, storylineKey, useDebuggerStore } from "../debuggerStore";
import { editDraft, useTemplateDrafts } from "./templateDrafts";
import { type Engine, includesOfJsx, jsxErrorOf, useTemplateEngine } from "./templateEngine";
import { type HierarchyEntry, templateHierarchy } from "./templateHierarchy";
import { type TemplateSource, templateSources } from "./templateSources";
import { type SaveState, useTemplateSaving } from "./useTemplateSaving";

/** How long typing pauses before the JSX is parsed again. */
const JSX_CHECK_DEBOUNCE_MS = 300;

const NOTHING: Readonly<Record<string, never>> = {};

/** The Canvas Debugger's Templates tab: the current frame's template and its includes, edited, applied, saved. */
export function TemplatesTab({ target }: { target: DebugTarget }) {
  const { document, session } = target;
  const position = useStore(session.navigation, (state) => state.position);
  const frame = frameAt(session.frames, position) ?? session.frames[0];
  if (!frame) return <Typography color="text.secondary">This storyline has no frames.</Typography>;
  return <TemplateWorkbench document={document} root={frame.templateName} />;
}

function TemplateWorkbench({ document, root }: { document: StorylineDocument; root: string }) {
  const storylineId = document.id;
  const branch = useActiveBranch();
  const engine = useTemplateEngine();
  const key = storylineKey(storylineId, branch);
  const overrides = useDebuggerStore((state) => state.overrides[key]) ?? NOTHING;
  const applyTemplate = useDebuggerStore((state) => state.applyTemplate);
  const drafts = useTemplateDrafts((state) => state.drafts[key]) ?? NOTHING;
  const savedVersions = useTemplateDrafts((state) => state.savedVersions[key]) ?? NOTHING;

  const sourceOf = useMemo(
    () =>
      templateSources({
        templates: document.templates,
        overrides,
        drafts,
        savedVersions,
        includesOfJsx: (jsx) => (engine ? includesOfJsx(engine, jsx) : null),
      }),
    [document.templates, overrides, drafts, savedVersions, engine],
  );
  const hierarchy = useMemo(() => templateHierarchy(root, (name) => sourceOf(name)?.includes), [root, sourceOf]);
  const edited = useMemo(
    () => new Set(hierarchy.map(({ name }) => name).filter((name) => drafts[name] || overrides[name])),
    [hierarchy, drafts, overrides],
  );
  const [chosen, setChosen] = useState(root);
  const selected = hierarchy.some((entry) => entry.name === chosen && !entry.missing) ? chosen : root;
  const source = sourceOf(selected);
  const [applied, setApplied] = useState(false);
  const saving = useTemplateSaving({ storylineId, branch, root, sourceOf, edited });
  const busy = saving.state.status === "busy";
  const savedState = saving.state.status;
  const dismissSaved = saving.dismiss;

  const applyChanges = useCallback(() => {
    for (const { name } of hierarchy) {
      const typed = drafts[name];
      const current = sourceOf(name);
      if (typed && current)
        applyTemplate(key, name, { jsx: typed.jsx, css: typed.css, includes: [...current.includes] });
    }
    setApplied(true);
  }, [hierarchy, drafts, sourceOf, applyTemplate, key]);

  const onEdit = useCallback(
    (change: Partial<Pick<TemplateSource, "jsx" | "css">>) => {
      if (!source) return;
      editDraft(key, selected, { jsx: source.jsx, css: source.css }, change);
      setApplied(false);
      // A conflict stays on screen while typing, so Reload and Overwrite remain at hand; a success notice goes.
      if (savedState === "saved") dismissSaved();
    },
    [key, selected, source, savedState, dismissSaved],
  );

  return (
    <Box sx={{ display: "flex", gap: 2, minHeight: 0 }}>
      <HierarchyList entries={hierarchy} selected={selected} edited={edited} onSelect={setChosen} />
      <Stack spacing={1.5} sx={{ flex: 1, minWidth: 0 }}>
        {source ? (
          <TemplateEditors key={selected} name={selected} source={source} engine={engine} onEdit={onEdit} />
        ) : (
          <Alert severity="warning">The template '{selected}' is not in the storyline.</Alert>
        )}
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" onClick={applyChanges} disabled={busy || !source}>
            Apply Changes
          </Button>
          <Button variant="contained" onClick={() => void saving.save()} disabled={busy || !sourceOf(root)}>
            Save Template
          </Button>
        </Stack>
        {applied && saving.state.status !== "saved" && (
          <Alert severity="info">Changes applied to the frame; they are not saved.</Alert>
        )}
        <SaveOutcome state={saving.state} onReload={saving.reload} onOverwrite={saving.overwrite} />
      </Stack>
    </Box>
  );
}

type HierarchyListProps = {
  entries: readonly HierarchyEntry[];
  selected: string;
  edited: ReadonlySet<string>;
  onSelect: (name: string) => void;
};

function HierarchyList({ entries, selected, edited, onSelect }: HierarchyListProps) {
  return (
    <Box component="nav" aria-label="Template hierarchy" sx={{ width: 280, flexShrink: 0, overflow: "auto" }}>
      <List dense disablePadding>
        {entries.map((entry) => (
          <ListItemButton
            key={entry.name}
            selected={entry.name === selected}
            disabled={entry.missing}
            onClick={() => onSelect(entry.name)}
            sx={{ pl: 1 + entry.depth * 2 }}
          >
            <ListItemText
              primary={entry.name}
              secondary={entry.missing ? "missing" : edited.has(entry.name) ? "edited, not saved" : undefined}
              slotProps={{ primary: { sx: { fontFamily: "monospace", wordBreak: "break-all" } } }}
            />
          </ListItemButton>
        ))}
      </List>
    </Box>
  );
}

type TemplateEditorsProps = {
  name: string;
  source: TemplateSource;
  engine: Engine | null;
  onEdit: (change: Partial<Pick<TemplateSource, "jsx" | "css">>) => void;
};

/** The JSX and CSS of one template, the JSX checked by the template engine once typing pauses. */
function TemplateEditors({ name, source, engine, onEdit }: TemplateEditorsProps) {
  const settledJsx = useDebouncedValue(source.jsx, JSX_CHECK_DEBOUNCE_MS);
  const jsxError = useMemo(() => (engine ? jsxErrorOf(engine, settledJsx) : null), [engine, settledJsx]);
  return (
    <>
      <Typography component="h3" variant="subtitle2">
        JSX of <code>{name}</code>
      </Typography>
      <CodeEditor
        label="JSX editor"
        language="jsx"
        value={source.jsx}
        onChange={(jsx) => onEdit({ jsx })}
        height="360px"
      />
      {jsxError && (
        <Typography role="alert" color="error" variant="body2" sx={{ fontFamily: "monospace" }}>
          {jsxError}
        </Typography>
      )}
      <Typography component="h3" variant="subtitle2">
        CSS of <code>{name}</code>
      </Typography>
      <CodeEditor
        label="CSS editor"
        language="css"
        value={source.css}
        onChange={(css) => onEdit({ css })}
        height="180px"
      />
    </>
  );
}

type SaveOutcomeProps = {
  state: SaveState;
  onReload: () => Promise<void>;
  onOverwrite: () => Promise<void>;
};

function SaveOutcome({ state, onReload, onOverwrite }: SaveOutcomeProps) {
  if (state.status === "busy") return <Typography role="status">Saving…</Typography>;
  if (state.status === "saved") return <Alert severity="success">Template saved: {state.summary}.</Alert>;
  if (state.status !== "failed") return null;
  if (state.kind === "conflict") {
    return (
      <Alert
        severity="warning"
        action={
          <Stack direction="row" spacing={1}>
            <Button color="inherit" size="small" onClick={() => void onReload()}>
              Reload
            </Button>
            <Button color="inherit" size="small" onClick={() => void onOverwrite()}>
              Overwrite
            </Button>
          </Stack>
        }
      >
        {state.message}
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          Reload drops your edits and shows the stored templates; Overwrite saves your edits over the newer version.
        </Typography>
      </Alert>
    );
  }
  return (
    <Alert severity="error">
      {state.message}
      {state.details.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {state.details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </Box>
      )}
    </Alert>
  );
}
