import HomeIcon from "@mui/icons-material/Home";
import SearchIcon from "@mui/icons-material/Search";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import InputAdornment from "@mui/material/InputAdornment";
import LinearProgress from "@mui/material/LinearProgress";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { componentFamilies, type DocumentedComponent } from "@storyframe/canvas";
import { TAGS } from "@storyframe/core";
import { useDeferredValue, useState } from "react";
import { Link as RouterLink, useLocation } from "react-router";
import { useSession } from "../auth/useSession";
import { ErrorMessage } from "../shell/ErrorMessage";
import { usePageHeader } from "../shell/pageHeader";
import { CanvasSpeech } from "../storyline/CanvasSpeech";
import { ComponentSection } from "./ComponentSection";
import { componentOfHash, familyTitle, filterComponents, groupByFamily, sectionId } from "./filterComponents";
import { useDocumentedComponents } from "./useDocumentedComponents";
import { useProgressiveReveal } from "./useProgressiveReveal";
import { useScrollToSection } from "./useScrollToSection";

const GALLERY_TITLE = "Component gallery";
export const GALLERY_DENIED_DETAIL =
  "The component gallery is for developers. Ask an administrator for the developer tools tag if you build canvases.";
/** Components rendered per step: the whole gallery at once kept the page blank for seconds on slow machines. */
const SECTIONS_PER_STEP = 4;

/**
 * `/gallery` (developers): every registered canvas component with its description, attribute table and
 * live examples bound to example parameters — the authors' component documentation.
 */
export function GalleryPage() {
  usePageHeader({ title: GALLERY_TITLE });
  const session = useSession();
  const [query, setQuery] = useState("");
  const deferredQuery = useDeferredValue(query);
  if (!session?.effectiveTags.includes(TAGS.developerTools)) {
    return (
      <Paper variant="outlined" sx={{ px: { xs: 3, sm: 6 }, py: { xs: 5, sm: 8 } }}>
        <ErrorMessage
          type="Generic"
          title="Access Denied"
          detail={GALLERY_DENIED_DETAIL}
          action={
            <Button component={RouterLink} to="/" variant="contained" startIcon={<HomeIcon />}>
              Back to Home
            </Button>
          }
        />
      </Paper>
    );
  }
  return <Gallery query={query} deferredQuery={deferredQuery} onQueryChange={setQuery} />;
}

type GalleryProps = { query: string; deferredQuery: string; onQueryChange: (query: string) => void };

/** The gallery once the components' docs, a download of their own, are here. */
function Gallery(props: GalleryProps) {
  const components = useDocumentedComponents();
  if (components === null) {
    return (
      <Box>
        <Typography variant="h1">{GALLERY_TITLE}</Typography>
        <LinearProgress aria-label="Loading the component documentation" sx={{ mt: 3, maxWidth: 820 }} />
      </Box>
    );
  }
  return <GalleryContents components={components} {...props} />;
}

/**
 * The index and the documentation sections. Sections render a few at a time after the page's frame, and a
 * link to `#Name` (or `#component-Name`) renders up to that component and scrolls to it.
 */
function GalleryContents({
  components,
  query,
  deferredQuery,
  onQueryChange,
}: GalleryProps & { components: readonly DocumentedComponent[] }) {
  const groups = groupByFamily(filterComponents(components, deferredQuery), componentFamilies);
  const ordered = groups.flatMap((group) => group.components);
  const { hash } = useLocation();
  const target = componentOfHash(hash);
  const targetIndex = target === null ? -1 : ordered.findIndex((component) => component.name === target);
  const revealed = useProgressiveReveal(ordered.length, SECTIONS_PER_STEP, targetIndex + 1);
  const targetShown = targetIndex !== -1 && targetIndex < revealed;
  useScrollToSection(target === null ? null : sectionId(target), targetShown);
  let before = 0;
  const shownGroups = groups.flatMap((group) => {
    const count = Math.max(0, Math.min(group.components.length, revealed - before));
    before += group.components.length;
    return count === 0 ? [] : [{ ...group, components: group.components.slice(0, count) }];
  });
  return (
    <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", md: "240px minmax(0, 1fr)" }, gap: 4 }}>
      <Box component="nav" aria-label="Components" sx={{ position: { md: "sticky" }, top: 16, alignSelf: "start" }}>
        <TextField
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          size="small"
          fullWidth
          label="Filter components"
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Box sx={{ mt: 2, maxHeight: { md: "calc(100vh - 180px)" }, overflowY: "auto", pr: 1 }}>
          {groups.map((group) => (
            <Box key={group.family} sx={{ mb: 2 }}>
              <Typography variant="overline" component="p" sx={{ color: "text.secondary", lineHeight: 2 }}>
                {familyTitle(group.family)}
              </Typography>
              <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0 }}>
                {group.components.map((component) => (
                  <li key={component.name}>
                    <Link
                      href={`#${sectionId(component.name)}`}
                      underline="hover"
                      sx={{ display: "block", py: 0.25, fontSize: "0.9rem" }}
                    >
                      {component.name}
                    </Link>
                  </li>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
      <Box sx={{ minWidth: 0 }} aria-busy={revealed < ordered.length}>
        <CanvasSpeech>
          <Typography variant="h1">{GALLERY_TITLE}</Typography>
          <Typography sx={{ color: "text.secondary", mt: 1, mb: 4, maxWidth: 820 }}>
            Every component a canvas template can use, with its attributes and live examples. The examples run on their
            own parameters: change an input and watch the values it writes.
          </Typography>
          {groups.length === 0 ? (
            <Paper variant="outlined" sx={{ p: 4, textAlign: "center" }} role="status">
              <Typography>No component matches '{deferredQuery}'.</Typography>
            </Paper>
          ) : (
            shownGroups.map((group, index) => (
              <Box key={group.family} component="section" aria-labelledby={`family-${group.family}`}>
                {index > 0 ? <Divider sx={{ my: 5 }} /> : null}
                <Typography id={`family-${group.family}`} component="h2" variant="h4" sx={{ mb: 3, fontWeight: 650 }}>
                  {familyTitle(group.family)}
                </Typography>
                <Box sx={{ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: 6 }}>
                  {group.components.map((component) => (
                    <ComponentSection key={component.name} component={component} />
                  ))}
                </Box>
              </Box>
            ))
          )}
        </CanvasSpeech>
      </Box>
    </Box>
  );
}
