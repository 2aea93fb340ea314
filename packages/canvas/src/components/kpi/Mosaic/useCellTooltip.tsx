import Box from "@mui/material/Box";
import Popper from "@mui/material/Popper";
import {
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { palette } from "../../shared/palette";

type Tip = { anchor: HTMLElement; text: string };

const tooltipSx = {
  maxWidth: 320,
  m: "6px",
  p: "6px 10px",
  borderRadius: 1,
  background: palette.grey[900],
  color: "#ffffff",
  fontSize: "0.8125rem",
  lineHeight: 1.4,
  boxShadow: "0 4px 12px rgba(0, 0, 0, 0.2)",
  pointerEvents: "none",
} as const;

const cellOf = (target: EventTarget | null): HTMLElement | null =>
  target instanceof Element ? target.closest<HTMLElement>("[data-tooltip]") : null;

/**
 * One tooltip for every cell of a grid, instead of a tooltip component per cell: the grid's pointer and
 * focus events find the cell under them (`data-tooltip` holds its text). It opens after `delayMs` on hover
 * and at once on keyboard focus, describes the cell while open, and closes on leave, blur or Escape.
 */
export function useCellTooltip(delayMs: number): {
  handlers: {
    onPointerOver: (event: PointerEvent) => void;
    onPointerLeave: () => void;
    onFocus: (event: FocusEvent) => void;
    onBlur: () => void;
    onKeyDown: (event: KeyboardEvent) => void;
  };
  tooltip: ReactNode;
} {
  const id = useId();
  const [tip, setTip] = useState<Tip | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const target = useRef<HTMLElement | null>(null);

  const hide = useCallback(() => {
    window.clearTimeout(timer.current);
    target.current = null;
    setTip(null);
  }, []);
  const show = useCallback((cell: HTMLElement, delay: number) => {
    if (target.current === cell) return;
    window.clearTimeout(timer.current);
    target.current = cell;
    timer.current = window.setTimeout(() => setTip({ anchor: cell, text: cell.dataset.tooltip ?? "" }), delay);
  }, []);

  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    if (tip === null) return;
    tip.anchor.setAttribute("aria-describedby", id);
    return () => tip.anchor.removeAttribute("aria-describedby");
  }, [tip, id]);

  const handlers = useMemo(
    () => ({
      onPointerOver: (event: PointerEvent) => {
        const cell = cellOf(event.target);
        if (cell === null) hide();
        else show(cell, delayMs);
      },
      onPointerLeave: hide,
      onFocus: (event: FocusEvent) => {
        const cell = cellOf(event.target);
        if (cell !== null) show(cell, 0);
      },
      onBlur: hide,
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key === "Escape") hide();
      },
    }),
    [delayMs, hide, show],
  );

  const tooltip = (
    <Popper id={id} open={tip !== null} anchorEl={tip?.anchor ?? null} placement="top" sx={{ zIndex: 1500 }}>
      <Box className="sf-cell-tooltip" sx={tooltipSx}>
        {tip?.text}
      </Box>
    </Popper>
  );
  return { handlers, tooltip };
}
