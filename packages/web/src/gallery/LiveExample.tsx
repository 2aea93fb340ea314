import RestartAltIcon from "@mui/icons-material/RestartAlt";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import {
  CanvasRuntimeProvider,
  type ComponentExample,
  createMemoryRuntime,
  TemplateView,
  useCanvasSnapshot,
} from "@storyframe/canvas";
import { useMemo, useState } from "react";
import { useSession } from "../auth/useSession";
import { canvasComponents } from "../storyline/canvasComponents";
import { canvasUserOf } from "../storyline/storylineSession";

type LiveExampleProps = { componentName: string; example: ComponentExample; index: number };

const codeBlockSx = {
  m: 0,
  p: 1.5,
  borderRadius: 1,
  bgcolor: "grey.100",
  color: "grey.900",
  fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  fontSize: "0.8125rem",
  lineHeight: 1.5,
  overflow: "auto",
  maxHeight: 260,
  // Long lines wrap: a template is documentation, none of it should hide behind a scroll bar.
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
  "&:focus-visible": { outline: 2, outlineColor: "primary.main", outlineOffset: 2 },
} as const;

/**
 * One example of a component, rendered live from its template with an in-memory parameter store (the same
 * runtime contract as the viewer's), beside its template source and its parameters as they change.
 */
export function LiveExample({ componentName, example, index }: LiveExampleProps) {
  const [generation, setGeneration] = useState(0);
  // Examples run as the signed-in developer, as a storyline would (feedback is signed with their name).
  const user = canvasUserOf(useSession());
  const userName = user?.name ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the user object is new on each render; its name is what counts.
  const runtime = useMemo(
    () =>
      createMemoryRuntime(
        { parameters: { ...example.parameters }, frameData: { ...example.frame } },
        `gallery-${componentName}-${index}-${generation}`,
        user,
      ),
    [componentName, example, index, generation, userName],
  );
  const titleId = `example-${componentName}-${index}`;
  return (
    <Paper variant="outlined" component="figure" aria-labelledby={titleId} sx={{ m: 0, overflow: "hidden" }}>
      <Box
        sx={{
          display: "flex",
          alignItems: "center",
          justifyContent: "space-between",
          gap: 2,
          px: 2,
          py: 1,
          borderBottom: 1,
          borderColor: "divider",
          bgcolor: "grey.50",
        }}
      >
        <Typography id={titleId} component="h4" variant="subtitle2">
          {example.title}
        </Typography>
        <Button
          size="small"
          startIcon={<RestartAltIcon />}
          onClick={() => setGeneration((value) => value + 1)}
          aria-label={`Reset the example '${example.title}'`}
        >
          Reset
        </Button>
      </Box>
      <CanvasRuntimeProvider key={generation} runtime={runtime}>
        <ExampleCanvas componentName={componentName} example={example} index={index} />
        <Box
          sx={{
            display: "grid",
            gridTemplateColumns: { xs: "minmax(0, 1fr)", xl: "minmax(0, 3fr) minmax(0, 2fr)" },
            gap: 2,
            p: 2,
            borderTop: 1,
            borderColor: "divider",
          }}
        >
          <Box>
            <Typography component="h5" variant="overline" sx={{ color: "text.secondary" }}>
              Template
            </Typography>
            {/* Focusable so that keyboard users can scroll a long template. */}
            <Box component="pre" sx={codeBlockSx} tabIndex={0}>
              <code>{example.template}</code>
            </Box>
          </Box>
          <ParameterValues />
        </Box>
      </CanvasRuntimeProvider>
    </Paper>
  );
}

function ExampleCanvas({ componentName, example, index }: LiveExampleProps) {
  const snapshot = useCanvasSnapshot();
  const templateName = `gallery/${componentName}/${index}`;
  const templates = useMemo(
    () => ({ [templateName]: { jsx: example.template, css: example.css ?? "" } }),
    [templateName, example],
  );
  const scope = useMemo(
    () => ({
      frame: snapshot.frameData,
      params: snapshot.parameters,
      ds: Object.fromEntries(Object.entries(snapshot.dataSources).map(([name, view]) => [name, view.data])),
    }),
    [snapshot],
  );
  return (
    <Box data-testid="gallery-example" data-component={componentName} sx={{ p: 3, position: "relative" }}>
      <TemplateView
        templateName={templateName}
        templates={templates}
        scope={scope}
        components={canvasComponents}
        scopeId={`gallery-${componentName}-${index}`}
      />
    </Box>
  );
}

/** The example's parameters as they are now, so authors see what each interaction writes. */
function ParameterValues() {
  const { parameters } = useCanvasSnapshot();
  const entries = Object.entries(parameters);
  return (
    <Box>
      <Typography component="h5" variant="overline" sx={{ color: "text.secondary" }}>
        Parameters
      </Typography>
      {entries.length === 0 ? (
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          This example sets no parameter.
        </Typography>
      ) : (
        <Box component="pre" sx={codeBlockSx} tabIndex={0} aria-live="polite" data-testid="gallery-parameters">
          <code>{JSON.stringify(parameters, null, 2)}</code>
        </Box>
      )}
    </Box>
  );
}
