import Box from "@mui/material/Box";
import { onDemand } from "@storyframe/canvas/onDemand";
import type { ComponentProps } from "react";
import { OnDemandPart } from "../OnDemandPart";
import { useShellStore } from "../shellStore";
import type { SideMenu } from "./SideMenu";

/** The side menu's element, which the navigation bar's menu button controls. */
export const SIDE_MENU_ID = "side-menu";

/** The panel's edge and background beside the page: the menu's, and its empty panel's while the code loads. */
export const SIDE_MENU_PANEL_SX = {
  flexShrink: 0,
  height: "100%",
  bgcolor: "background.paper",
  borderRight: 1,
  borderColor: "divider",
} as const;

/**
 * The side menu's code, with its search field (MUI's InputBase), tree and the built-in menu icons: loaded when the
 * menu first opens, not with every page's first download. A storyline page opens with the menu closed; a page
 * that opens with it pinned draws its empty panel first (see SideMenuSlot).
 */
const OnDemandSideMenu = onDemand<ComponentProps<typeof SideMenu>>(() =>
  import("./SideMenu").then((module) => ({ default: module.SideMenu })),
);

/** Starts loading the side menu's code, so that opening it shows the menu at once. */
export function preloadSideMenu(): void {
  void OnDemandSideMenu.load().catch(() => undefined);
}

type SideMenuSlotProps = ComponentProps<typeof SideMenu>;

/**
 * The side menu, drawn as its empty panel at its width while its code loads, so the page beside it keeps its
 * place when the menu appears. Code that cannot load leaves the panel empty and says why above the page.
 */
export function SideMenuSlot(props: SideMenuSlotProps) {
  return (
    <OnDemandPart placeholder={(busy) => <EmptySideMenu busy={busy} />}>
      <OnDemandSideMenu {...props} />
    </OnDemandPart>
  );
}

function EmptySideMenu({ busy }: { busy: boolean }) {
  const width = useShellStore((state) => state.menuWidth);
  return (
    <Box
      id={SIDE_MENU_ID}
      aria-label="Side menu"
      aria-busy={busy}
      data-testid="side-menu-placeholder"
      sx={{ ...SIDE_MENU_PANEL_SX, width }}
    />
  );
}
