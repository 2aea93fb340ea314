import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import CssBaseline from "@mui/material/CssBaseline";
import { type Theme, ThemeProvider, useTheme } from "@mui/material/styles";
import { DEBUGGER_WINDOW_LOADING_DELAY_MS } from "@storyframe/core";
import { useEffect, useMemo, useState } from "react";
import { createPortal } from "react-dom";
import { DebuggerView } from "./DebuggerView";
import { useDebuggerStore } from "./debuggerStore";

/** How often the Debugger looks whether its window was closed (a closed window may not say so itself). */
const CLOSED_WINDOW_CHECK_MS = 500;
const ROOT_ID = "storyframe-canvas-debugger";

/** The window's title: the Debugger, and the storyline it shows. */
function popoutTitle(storylineTitle: string | null): string {
  return storylineTitle ? `Canvas Debugger · ${storylineTitle}` : "Canvas Debugger";
}

/** The popout's empty page prepared for the Debugger: one root element, no margin. */
function prepareDocument(popout: Window): HTMLElement {
  const page = popout.document;
  const existing = page.getElementById(ROOT_ID);
  if (existing) return existing;
  page.body.replaceChildren();
  page.body.style.margin = "0";
  const root = page.createElement("div");
  root.id = ROOT_ID;
  root.style.height = "100vh";
  page.body.append(root);
  return root;
}

/** The app's theme, with menus, popovers and tooltips opening in the popout's page rather than the viewer's. */
function themeInside(theme: Theme, container: HTMLElement): Theme {
  const components = theme.components ?? {};
  return {
    ...theme,
    components: {
      ...components,
      MuiModal: { ...components.MuiModal, defaultProps: { ...components.MuiModal?.defaultProps, container } },
      MuiPopover: { ...components.MuiPopover, defaultProps: { ...components.MuiPopover?.defaultProps, container } },
      MuiPopper: { ...components.MuiPopper, defaultProps: { ...components.MuiPopper?.defaultProps, container } },
    },
  };
}

/**
 * The Canvas Debugger drawn into its popout window: after the window's loading delay (platform-shell §9) the view is
 * rendered there through a portal, its styles written into the window's own head. Closing the window closes the
 * Debugger.
 */
export function DebuggerPopout({ popout }: { popout: Window }) {
  const theme = useTheme();
  const closeDebugger = useDebuggerStore((state) => state.closeDebugger);
  const storylineTitle = useDebuggerStore((state) => state.target?.document.title ?? null);
  const [container, setContainer] = useState<HTMLElement | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => {
      if (popout.closed) closeDebugger();
      else setContainer(prepareDocument(popout));
    }, DEBUGGER_WINDOW_LOADING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [popout, closeDebugger]);

  useEffect(() => {
    const onClosed = () => closeDebugger();
    const check = setInterval(() => {
      if (popout.closed) closeDebugger();
    }, CLOSED_WINDOW_CHECK_MS);
    popout.addEventListener("pagehide", onClosed);
    return () => {
      clearInterval(check);
      popout.removeEventListener("pagehide", onClosed);
    };
  }, [popout, closeDebugger]);

  useEffect(() => {
    if (container) container.ownerDocument.title = popoutTitle(storylineTitle);
  }, [container, storylineTitle]);

  const cache = useMemo(
    () => (container ? createCache({ key: "sf-debugger", container: container.ownerDocument.head }) : null),
    [container],
  );
  const popoutTheme = useMemo(() => (container ? themeInside(theme, container) : theme), [theme, container]);
  if (!container || !cache) return null;
  return createPortal(
    <CacheProvider value={cache}>
      <ThemeProvider theme={popoutTheme}>
        <CssBaseline />
        <DebuggerView />
      </ThemeProvider>
    </CacheProvider>,
    container,
  );
}
