import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { DocumentedComponent } from "@storyframe/canvas";
import { memo } from "react";
import { AttributeTable } from "./AttributeTable";
import { sectionId } from "./filterComponents";
import { LiveExample } from "./LiveExample";

/**
 * The browser lays out and paints only the sections near the screen (they stay in the page and the
 * accessibility tree): the gallery holds every component's live examples, and laying out all of them, or
 * repainting the page for a spinner far below, kept it busy for seconds.
 */
const sectionSx = { scrollMarginTop: 80, contentVisibility: "auto", containIntrinsicSize: "auto 1200px" } as const;

/** A component's documentation: what it is, how it is written, its attributes and live examples. */
export const ComponentSection = memo(function ComponentSection({ component }: { component: DocumentedComponent }) {
  const id = sectionId(component.name);
  const usage = component.isSelfClosing ? `<${component.name} … />` : `<${component.name} …>…</${component.name}>`;
  return (
    <Box component="section" id={id} aria-labelledby={`${id}-title`} sx={sectionSx}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: "baseline", flexWrap: "wrap" }}>
        <Typography id={`${id}-title`} component="h3" variant="h5" sx={{ fontWeight: 600 }}>
          {component.name}
        </Typography>
        <Chip size="small" variant="outlined" label={usage} sx={{ fontFamily: "monospace" }} />
      </Stack>
      <Typography sx={{ mt: 1, mb: 2, maxWidth: 820 }}>{component.description}</Typography>
      <AttributeTable name={component.name} attributes={component.attributes} />
      <Stack spacing={2} sx={{ mt: 2 }}>
        {component.examples.map((example, index) => (
          <LiveExample key={example.title} componentName={component.name} example={example} index={index} />
        ))}
      </Stack>
    </Box>
  );
});
