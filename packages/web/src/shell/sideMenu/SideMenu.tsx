import CloseIcon from "@mui/icons-material/Close";
import PushPinIcon from "@mui/icons-material/PushPin";
import PushPinOutlinedIcon from "@mui/icons-material/PushPinOutlined";
import SearchIcon from "@mui/icons-material/Search";
import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import InputBase from "@mui/material/InputBase";
import { alpha } from "@mui/material/styles";
import { useDebouncedValue } from "@storyframe/canvas/hooks";
import { MENU_SEARCH_DEBOUNCE_MS, PIN_BUTTON_LEAVE_DELAY_MS, SIDE_MENU_DEFAULT_WIDTH } from "@storyframe/core";
import { useEffect, useMemo, useRef, useState } from "react";
import { DelayedHint } from "../DelayedHint";
import { useShellStore } from "../shellStore";
import { MenuStatus } from "./MenuStatus";
import { MenuTree } from "./MenuTree";
import { isIconRail } from "./menuMode";
import { type MenuNode, searchMenu } from "./menuTree";
import { ResizeHandle } from "./ResizeHandle";
import { SIDE_MENU_ID, SIDE_MENU_PANEL_SX } from "./SideMenuSlot";
import { readExpandedNodes, storeExpandedNodes } from "./sideMenuStorage";
import type { MenuModel } from "./useMenuModel";

/** Clearing the search shows the whole menu at once; typing waits for a pause. */
const isBlank = (text: string) => text.trim() === "";

interface SideMenuProps {
  model: MenuModel;
  /** Floating over the page (not pinned): closes when an item is chosen. */
  floating: boolean;
  /** Whether the menu is pinned beside the page (the pin button's state). */
  pinned: boolean;
  /** False on narrow screens, where the menu always floats. */
  canPin: boolean;
  onClose: () => void;
}

/**
 * The side menu: search, the storyline tree, administration, pin and a draggable width. The current page's
 * item is selected and its parents expanded. Dragged narrow it becomes a rail of item icons whose titles show
 * as hints; its search button (or a double-click on the edge) brings back the default width.
 */
export function SideMenu({ model, floating, pinned, canPin, onClose }: SideMenuProps) {
  const width = useShellStore((state) => state.menuWidth);
  const setWidth = useShellStore((state) => state.setMenuWidth);
  const setPinned = useShellStore((state) => state.setMenuPinned);
  const [expanded, setExpanded] = useState<Set<string>>(readExpandedNodes);
  const [search, setSearch] = useState("");
  const rail = isIconRail(width);
  const searchInput = useRef<HTMLInputElement>(null);
  const [focusSearch, setFocusSearch] = useState(false);
  const term = useDebouncedValue(search, MENU_SEARCH_DEBOUNCE_MS, { settlesAtOnce: isBlank }).trim();
  const searching = term !== "";
  const { nodes, admin, activePath } = model;
  const activeId = activePath[activePath.length - 1]?.id ?? null;

  // The current page's item shows: its parents (and itself, when it has children) expand.
  useEffect(() => {
    if (activePath.length === 0) return;
    setExpanded((current) => {
      const missing = activePath.filter((node) => node.children.length > 0 && !current.has(node.id));
      if (missing.length === 0) return current;
      const next = new Set(current);
      for (const node of missing) next.add(node.id);
      storeExpandedNodes(next);
      return next;
    });
  }, [activePath]);

  const toggle = (id: string, expand: boolean) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (expand) next.add(id);
      else next.delete(id);
      storeExpandedNodes(next);
      return next;
    });
  };

  useEffect(() => {
    if (!focusSearch || rail) return;
    searchInput.current?.focus();
    setFocusSearch(false);
  }, [focusSearch, rail]);
  const restoreWidth = () => setWidth(SIDE_MENU_DEFAULT_WIDTH, true);

  const result = useMemo(() => searchMenu(nodes, term), [nodes, term]);
  const adminNodes = useMemo(() => (admin ? searchMenu([admin], term).nodes : []), [admin, term]);
  const noMatches = searching && result.nodes.length === 0 && adminNodes.length === 0;
  const onChoose = (node: MenuNode) => {
    if (floating && (node.url !== undefined || node.children.length === 0)) onClose();
  };

  return (
    <Box
      component="nav"
      id={SIDE_MENU_ID}
      aria-label="Side menu"
      data-testid="side-menu"
      onKeyDown={(event) => {
        if (floating && event.key === "Escape") onClose();
      }}
      sx={{ ...SIDE_MENU_PANEL_SX, position: "relative", width, display: "flex", flexDirection: "column" }}
    >
      <Box
        sx={{
          display: "flex",
          flexDirection: rail ? "column" : "row",
          alignItems: "center",
          gap: 1,
          px: rail ? 1 : 1.5,
          pt: 1.5,
          pb: 1,
        }}
      >
        {rail ? (
          <IconButton
            aria-label="Search menu"
            onClick={() => {
              restoreWidth();
              setFocusSearch(true);
            }}
          >
            <SearchIcon />
          </IconButton>
        ) : (
          <InputBase
            inputRef={searchInput}
            fullWidth
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Escape" && search) {
                event.stopPropagation();
                setSearch("");
              }
            }}
            placeholder="Search menu"
            inputProps={{ "aria-label": "Search menu", type: "search" }}
            startAdornment={<SearchIcon fontSize="small" aria-hidden="true" sx={{ color: "text.secondary", mr: 1 }} />}
            endAdornment={
              search ? (
                <IconButton size="small" aria-label="Clear search" onClick={() => setSearch("")} sx={{ mr: -0.5 }}>
                  <CloseIcon fontSize="small" />
                </IconButton>
              ) : null
            }
            sx={(theme) => ({
              height: 38,
              px: 1.25,
              borderRadius: 2,
              border: 1,
              borderColor: "divider",
              bgcolor: "background.default",
              fontSize: "0.9375rem",
              transition: "border-color 120ms, box-shadow 120ms",
              "&:hover": { borderColor: "text.disabled" },
              "&.Mui-focused": {
                borderColor: "primary.main",
                boxShadow: `0 0 0 3px ${alpha(theme.palette.primary.main, 0.18)}`,
                bgcolor: "background.paper",
              },
              // The browser's own clear button would duplicate ours.
              "& input::-webkit-search-cancel-button": { display: "none" },
            })}
          />
        )}
        {canPin ? (
          <DelayedHint title={pinned ? "Unpin menu" : "Pin menu"} leaveDelayMs={PIN_BUTTON_LEAVE_DELAY_MS}>
            <IconButton
              aria-label={pinned ? "Unpin menu" : "Pin menu"}
              aria-pressed={pinned}
              onClick={() => setPinned(!pinned)}
              size="small"
              sx={{ color: pinned ? "primary.main" : "text.secondary" }}
            >
              {pinned ? <PushPinIcon fontSize="small" /> : <PushPinOutlinedIcon fontSize="small" />}
            </IconButton>
          </DelayedHint>
        ) : null}
      </Box>
      <Box sx={{ flex: 1, overflowY: "auto", overflowX: "hidden", pb: 2 }}>
        {rail ? null : <MenuStatus model={model} noMatches={noMatches} truncated={result.truncated} />}
        {result.nodes.length > 0 ? (
          <MenuTree
            label="Storylines"
            nodes={result.nodes}
            expanded={expanded}
            onToggle={toggle}
            searching={searching}
            activeId={activeId}
            onChoose={onChoose}
            rail={rail}
          />
        ) : null}
        {adminNodes.length > 0 ? (
          <>
            <Divider sx={{ mx: 2, my: 1 }} />
            <MenuTree
              label="Administration"
              nodes={adminNodes}
              expanded={expanded}
              onToggle={toggle}
              searching={searching}
              activeId={activeId}
              onChoose={onChoose}
              rail={rail}
            />
          </>
        ) : null}
      </Box>
      <ResizeHandle
        width={width}
        controls={SIDE_MENU_ID}
        onResize={(next, done) => setWidth(next, done)}
        onReset={restoreWidth}
      />
    </Box>
  );
}
