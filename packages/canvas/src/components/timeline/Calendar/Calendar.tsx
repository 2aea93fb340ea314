import ChevronLeft from "@mui/icons-material/ChevronLeft";
import ChevronRight from "@mui/icons-material/ChevronRight";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from "react";
import { useBoundParameter } from "../../../runtime/useBoundParameter";
import { isoDate } from "../../../template/localDates";
import { useCallbackApi } from "../../shared/callbackApi";
import { palette } from "../../shared/palette";
import { callSafely } from "../../shared/safeCallback";
import type { CalendarProps } from "./Calendar.meta";
import {
  type CalendarEvent,
  eventsByDay,
  isoMonth,
  longDate,
  monthTitle,
  monthWeeks,
  moveFocus,
  readMonth,
  shiftDate,
  weekdayOrder,
} from "./monthGrid";

/** A month grid of events (see Calendar.meta). */
export default function Calendar(props: CalendarProps) {
  const { title, monthParameter, dateParameter, weekStart, maxEventsPerDay, onEventClick } = props;
  const today = isoDate(new Date());
  const initialMonth = props.month ?? isoMonth(new Date());
  const [monthValue, setMonth] = useBoundParameter<unknown>(monthParameter, initialMonth);
  // A bound parameter may hold anything (null before it is set, a full date): show a month either way.
  const month = readMonth(monthValue) ?? initialMonth;
  const [chosen, setChosen] = useBoundParameter<string | null>(dateParameter, null);
  const [focused, setFocused] = useState(() => (today.startsWith(month) ? today : `${month}-01`));
  const [moveFocusIntoGrid, setMoveFocusIntoGrid] = useState(false);
  const cells = useRef(new Map<string, HTMLTableCellElement>());
  const callbackApi = useCallbackApi();

  const weeks = useMemo(() => monthWeeks(month, weekStart), [month, weekStart]);
  const first = weeks[0]?.[0]?.iso ?? `${month}-01`;
  const last = weeks[weeks.length - 1]?.[6]?.iso ?? `${month}-28`;
  const byDay = useMemo(() => eventsByDay(props.events ?? [], first, last), [props.events, first, last]);

  // The focused day stays inside the month shown (after Previous, Next or a month set elsewhere).
  const focusedDay = focused.startsWith(month) ? focused : `${month}-01`;

  useEffect(() => {
    if (!moveFocusIntoGrid) return;
    cells.current.get(focusedDay)?.focus();
    setMoveFocusIntoGrid(false);
  }, [moveFocusIntoGrid, focusedDay]);

  const showMonth = (next: string, day: string) => {
    setMonth(next);
    setFocused(day);
  };
  const goBy = (months: number) => {
    const day = shiftDate(focusedDay, 0, months);
    showMonth(day.slice(0, 7), day);
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if ((event.target as HTMLElement).closest("button")) return;
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      setChosen(focusedDay);
      return;
    }
    const next = moveFocus(focusedDay, event.key, weekStart);
    if (next === null) return;
    event.preventDefault();
    showMonth(next.slice(0, 7), next);
    setMoveFocusIntoGrid(true);
  };

  const chooseEvent = (calendarEvent: CalendarEvent) =>
    callSafely(onEventClick, "Calendar onEventClick", calendarEvent, callbackApi());

  return (
    <Box className="sf-calendar" sx={{ minWidth: 0, color: palette.grey[900], fontSize: 14 }}>
      <Box sx={{ display: "flex", alignItems: "center", flexWrap: "wrap", gap: 1, mb: 1 }}>
        {title && <Box sx={{ fontWeight: 600, mr: 2 }}>{title}</Box>}
        <Box aria-live="polite" sx={{ fontSize: 16, fontWeight: 600, flex: "1 1 auto" }} className="sf-calendar-month">
          {monthTitle(month)}
        </Box>
        <IconButton size="small" aria-label="Previous month" onClick={() => goBy(-1)}>
          <ChevronLeft />
        </IconButton>
        <Button size="small" variant="outlined" onClick={() => showMonth(isoMonth(new Date()), today)}>
          Today
        </Button>
        <IconButton size="small" aria-label="Next month" onClick={() => goBy(1)}>
          <ChevronRight />
        </IconButton>
      </Box>
      <Box
        component="table"
        role="grid"
        aria-label={monthTitle(month)}
        onKeyDown={onGridKeyDown}
        sx={{ width: "100%", tableLayout: "fixed", borderCollapse: "collapse" }}
      >
        <thead>
          <tr>
            {weekdayOrder(weekStart).map((name) => (
              <Box
                component="th"
                key={name}
                scope="col"
                abbr={name}
                sx={{ fontSize: 12, fontWeight: 600, color: palette.grey[700], textAlign: "left", p: "4px 6px" }}
              >
                {name.slice(0, 3)}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.iso}>
              {week.map((cell) => {
                const events = byDay.get(cell.iso) ?? [];
                const isFocused = cell.iso === focusedDay;
                const isChosen = cell.iso === chosen;
                const shown = events.length > maxEventsPerDay ? events.slice(0, maxEventsPerDay - 1) : events;
                const more = events.length - shown.length;
                return (
                  <Box
                    component="td"
                    key={cell.iso}
                    role="gridcell"
                    ref={(element: HTMLTableCellElement | null) => {
                      if (element) cells.current.set(cell.iso, element);
                      else cells.current.delete(cell.iso);
                    }}
                    tabIndex={isFocused ? 0 : -1}
                    aria-selected={isChosen}
                    aria-label={`${longDate(cell.iso)}${events.length > 0 ? `, ${events.length} ${events.length === 1 ? "event" : "events"}` : ""}`}
                    data-date={cell.iso}
                    onClick={() => {
                      setFocused(cell.iso);
                      setChosen(cell.iso);
                      if (!cell.inMonth) setMonth(cell.iso.slice(0, 7));
                    }}
                    sx={{
                      verticalAlign: "top",
                      height: 96,
                      p: "4px",
                      border: `1px solid ${palette.grey[300]}`,
                      background: isChosen ? palette.blue[50] : cell.inMonth ? "#ffffff" : palette.grey[50],
                      color: cell.inMonth ? palette.grey[900] : palette.grey[700],
                      cursor: "pointer",
                      outline: "none",
                      "&:focus-visible": { boxShadow: `inset 0 0 0 2px ${palette.darkblue[700]}` },
                    }}
                  >
                    <Box
                      component="span"
                      aria-hidden
                      sx={{
                        display: "inline-flex",
                        alignItems: "center",
                        justifyContent: "center",
                        minWidth: 24,
                        height: 24,
                        borderRadius: "12px",
                        fontSize: 12,
                        fontWeight: cell.iso === today ? 700 : 500,
                        ...(cell.iso === today ? { background: palette.darkblue[700], color: "#ffffff" } : {}),
                      }}
                    >
                      {cell.day}
                    </Box>
                    <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: "2px", mt: "2px" }}>
                      {shown.map((calendarEvent, index) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: events have no id and may share a title.
                        <li key={`${index}-${calendarEvent.title}`}>
                          <EventChip
                            calendarEvent={calendarEvent}
                            clickable={onEventClick !== undefined}
                            tabbable={isFocused}
                            onClick={chooseEvent}
                          />
                        </li>
                      ))}
                      {more > 0 && (
                        <Box
                          component="li"
                          sx={{ fontSize: 12, color: palette.grey[700], pl: "6px" }}
                          title={events
                            .slice(shown.length)
                            .map((item) => item.title)
                            .join("\n")}
                        >
                          +{more} more
                        </Box>
                      )}
                    </Box>
                  </Box>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

type EventChipProps = {
  calendarEvent: CalendarEvent;
  clickable: boolean;
  /** Only the focused day's events are Tab stops; the grid is one Tab stop otherwise. */
  tabbable: boolean;
  onClick: (calendarEvent: CalendarEvent) => void;
};

const chipSx = {
  display: "block",
  width: "100%",
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  textAlign: "left",
  font: "inherit",
  fontSize: 12,
  lineHeight: "18px",
  px: "6px",
  border: 0,
  borderLeft: `3px solid ${palette.blue[700]}`,
  borderRadius: "2px",
  background: palette.blue[50],
  color: palette.blue[900],
} as const;

function EventChip({ calendarEvent, clickable, tabbable, onClick }: EventChipProps) {
  if (!clickable) {
    return (
      <Box component="span" sx={chipSx} title={calendarEvent.title}>
        {calendarEvent.title}
      </Box>
    );
  }
  return (
    <Box
      component="button"
      type="button"
      tabIndex={tabbable ? 0 : -1}
      title={calendarEvent.title}
      onClick={(event) => {
        event.stopPropagation();
        onClick(calendarEvent);
      }}
      sx={{
        ...chipSx,
        cursor: "pointer",
        "&:hover": { background: palette.blue[100] },
        "&:focus-visible": { outline: `2px solid ${palette.darkblue[700]}`, outlineOffset: "1px" },
      }}
    >
      {calendarEvent.title}
    </Box>
  );
}
