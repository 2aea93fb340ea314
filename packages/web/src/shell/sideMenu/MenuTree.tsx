import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import Box from "@mui/material/Box";
import { alpha, type Theme } from "@mui/material/styles";
import type { SystemStyleObject } from "@mui/system";
import { type FocusEvent, type KeyboardEvent, type PointerEvent, useMemo, useRef, useState } from "react";
import { Link as RouterLink } from "react-router";
import { MenuIcon } from "./MenuIcon";
import { hrefOf, type MenuNode, visibleNodes } from "./menuTree";

interface MenuTreeProps {
  /** The accessible name of the tree, e.g. 'Storylines'. */
  label: string;
  nodes: MenuNode[];
  expanded: ReadonlySet<string>;
  /** Expands or collapses an item; not called while `searching`, when everything shows expanded. */
  onToggle: (id: string, expand: boolean) => void;
  /** True while a search term is active: every item shows expanded and toggles are ignored. */
  searching?: boolean;
  /** The item of the current page. */
  activeId: string | null;
  /** Called when an item that leads somewhere is chosen (e.g. to close a floating menu). */
  onChoose?: (node: MenuNode) => void;
  /** The narrow menu: icons only, each item's title shown as a hint beside it on hover or focus. */
  rail?: boolean;
}

/** A rail item's title, beside the item (fixed: the menu's scrolling list would clip it). */
type RailHint = { id: string; title: string; top: number; left: number };

function railStyle(theme: Theme, active: boolean): SystemStyleObject<Theme> {
  return {
    ...rowStyle(theme, 1, active),
    justifyContent: "center",
    gap: 0,
    px: 0,
    pl: 0,
  };
}

function rowStyle(theme: Theme, level: number, active: boolean): SystemStyleObject<Theme> {
  return {
    display: "flex",
    alignItems: "center",
    gap: 1.5,
    minHeight: 40,
    pl: `${12 + (level - 1) * 18}px`,
    pr: 1,
    mx: 1,
    my: "1px",
    borderRadius: 2,
    color: active ? theme.palette.primary.main : theme.palette.text.primary,
    bgcolor: active ? alpha(theme.palette.primary.main, 0.1) : "transparent",
    fontWeight: active ? 600 : level === 1 ? 550 : 450,
    fontSize: level === 1 ? "0.9375rem" : "0.9rem",
    textDecoration: "none",
    cursor: "pointer",
    userSelect: "none",
    outline: "none",
    "&:hover": { bgcolor: active ? alpha(theme.palette.primary.main, 0.14) : theme.palette.action.hover },
    "&:focus-visible": { boxShadow: `inset 0 0 0 2px ${theme.palette.primary.main}` },
  };
}

/**
 * A menu as a keyboard-operable tree (WAI-ARIA tree view): arrow keys move and open or close items, Home and
 * End jump, Enter opens the item (or toggles one that only groups others). One item is in the tab order.
 */
export function MenuTree({
  label,
  nodes,
  expanded,
  onToggle,
  searching = false,
  activeId,
  onChoose,
  rail = false,
}: MenuTreeProps) {
  const [hint, setHint] = useState<RailHint | null>(null);
  const showHint = (node: MenuNode, element: HTMLElement) => {
    const box = element.getBoundingClientRect();
    setHint({ id: node.id, title: node.title, top: box.top + box.height / 2, left: box.right + 8 });
  };
  const hideHint = (node: MenuNode) => setHint((current) => (current?.id === node.id ? null : current));
  const isOpen = (node: MenuNode) => node.children.length > 0 && (searching || expanded.has(node.id));
  const shownExpanded = useMemo(() => {
    if (!searching) return expanded;
    const all = new Set<string>();
    const visit = (node: MenuNode) => {
      if (node.children.length > 0) all.add(node.id);
      node.children.forEach(visit);
    };
    nodes.forEach(visit);
    return all;
  }, [searching, expanded, nodes]);
  const visible = useMemo(() => visibleNodes(nodes, shownExpanded), [nodes, shownExpanded]);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const elements = useRef(new Map<string, HTMLElement>());

  const tabStop =
    (focusedId && visible.some((entry) => entry.node.id === focusedId) && focusedId) ||
    (activeId && visible.some((entry) => entry.node.id === activeId) && activeId) ||
    visible[0]?.node.id;

  const focus = (id: string | null | undefined) => {
    if (!id) return;
    setFocusedId(id);
    elements.current.get(id)?.focus();
  };
  const toggle = (node: MenuNode, expand: boolean) => {
    if (!searching && node.children.length > 0) onToggle(node.id, expand);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const id = (event.target as HTMLElement).dataset.nodeId;
    const index = visible.findIndex((entry) => entry.node.id === id);
    const current = visible[index];
    if (!current) return;
    const { node } = current;
    let handled = true;
    switch (event.key) {
      case "ArrowDown":
        focus(visible[index + 1]?.node.id);
        break;
      case "ArrowUp":
        focus(visible[index - 1]?.node.id);
        break;
      case "Home":
        focus(visible[0]?.node.id);
        break;
      case "End":
        focus(visible[visible.length - 1]?.node.id);
        break;
      case "ArrowRight":
        if (node.children.length > 0) {
          if (isOpen(node)) focus(node.children[0]?.id);
          else toggle(node, true);
        }
        break;
      case "ArrowLeft":
        if (isOpen(node) && !searching) toggle(node, false);
        else focus(current.parentId);
        break;
      case "Enter":
        // Links open themselves; an item that only groups others opens or closes.
        if (node.url === undefined && node.children.length > 0) toggle(node, !isOpen(node));
        else handled = false;
        break;
      default:
        handled = false;
    }
    if (handled) {
      event.preventDefault();
      event.stopPropagation();
    }
  };

  const renderNodes = (list: MenuNode[], level: number) =>
    list.map((node, index) => {
      const hasChildren = node.children.length > 0;
      const open = isOpen(node);
      const active = node.id === activeId;
      const groupId = `menu-group-${node.id.replace(/[^A-Za-z0-9_-]/g, "_")}`;
      const common = {
        role: "treeitem",
        // Named by its own title only: the group it owns must not be read as part of its name.
        "aria-label": node.title,
        "data-node-id": node.id,
        "aria-level": level,
        "aria-setsize": list.length,
        "aria-posinset": index + 1,
        ...(hasChildren ? { "aria-expanded": open, "aria-owns": open ? groupId : undefined } : {}),
        ...(active ? { "aria-current": "page" as const, "aria-selected": true } : {}),
        tabIndex: node.id === tabStop ? 0 : -1,
        ...(node.description && !rail ? { title: node.description } : {}),
        ref: (element: HTMLElement | null) => {
          if (element) elements.current.set(node.id, element);
          else elements.current.delete(node.id);
        },
        onFocus: (event: FocusEvent<HTMLElement>) => {
          setFocusedId(node.id);
          if (rail) showHint(node, event.currentTarget);
        },
        ...(rail
          ? {
              onPointerEnter: (event: PointerEvent<HTMLElement>) => showHint(node, event.currentTarget),
              onPointerLeave: () => hideHint(node),
              onBlur: () => hideHint(node),
            }
          : {}),
      };
      const style = (theme: Theme) => (rail ? railStyle(theme, active) : rowStyle(theme, level, active));
      const content = rail ? (
        <MenuIcon icon={node.icon} />
      ) : (
        <>
          <MenuIcon icon={node.icon} />
          <Box
            component="span"
            sx={{ flex: 1, minWidth: 0, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}
          >
            {node.title}
          </Box>
          {hasChildren ? (
            <ExpandMoreIcon
              aria-hidden="true"
              data-testid="menu-toggle"
              onClick={(event) => {
                // The chevron toggles without following the item's link.
                event.preventDefault();
                event.stopPropagation();
                toggle(node, !open);
              }}
              sx={{
                fontSize: 20,
                color: "text.secondary",
                transition: "transform 150ms",
                transform: open ? "rotate(0deg)" : "rotate(-90deg)",
              }}
            />
          ) : null}
        </>
      );
      const leadsSomewhere = node.url !== undefined || !hasChildren;
      return (
        <Box component="li" role="none" key={node.id} sx={{ listStyle: "none" }}>
          {leadsSomewhere ? (
            <Box
              component={RouterLink}
              to={hrefOf(node)}
              {...common}
              onClick={() => {
                onChoose?.(node);
                if (hasChildren && !open) toggle(node, true);
              }}
              sx={style}
            >
              {content}
            </Box>
          ) : (
            <Box component="div" {...common} onClick={() => toggle(node, !open)} sx={style}>
              {content}
            </Box>
          )}
          {hasChildren && open ? (
            <Box component="ul" role="group" id={groupId} sx={{ m: 0, p: 0 }}>
              {renderNodes(node.children, level + 1)}
            </Box>
          ) : null}
        </Box>
      );
    });

  return (
    <>
      <Box component="ul" role="tree" aria-label={label} onKeyDown={onKeyDown} sx={{ m: 0, p: 0, py: 0.5 }}>
        {renderNodes(nodes, 1)}
      </Box>
      {rail && hint ? (
        <Box
          role="tooltip"
          sx={{
            position: "fixed",
            top: hint.top,
            left: hint.left,
            transform: "translateY(-50%)",
            px: 1,
            py: 0.5,
            borderRadius: 1,
            bgcolor: "grey.800",
            color: "common.white",
            fontSize: 13,
            whiteSpace: "nowrap",
            pointerEvents: "none",
            zIndex: "tooltip",
          }}
        >
          {hint.title}
        </Box>
      ) : null}
    </>
  );
}
