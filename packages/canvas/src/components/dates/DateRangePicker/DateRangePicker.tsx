import DateRangeIcon from "@mui/icons-material/DateRange";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import Popover from "@mui/material/Popover";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { DateCalendar } from "@mui/x-date-pickers/DateCalendar";
import type { Dayjs } from "dayjs";
import { type KeyboardEvent, useId, useMemo, useRef, useState } from "react";
import { useBoundParameter } from "../../../runtime/useBoundParameter";
import { useCallbackApi } from "../../shared/callbackApi";
import { callSafely } from "../../shared/safeCallback";
import { dateProblem, tighterBound } from "../shared/dateLimits";
import { PickerLocalization } from "../shared/PickerLocalization";
import { parseStoredDate } from "../shared/storedDate";
import type { DateRangePickerProps } from "./DateRangePicker.meta";
import {
  type DateRange,
  emptyRange,
  formatDateRange,
  parseDateRangeText,
  parseStoredRange,
  reversedRangeMessage,
  sameStoredRange,
  toStoredRange,
  unreadableRangeMessage,
} from "./dateRangeText";

/**
 * A date range built from two community calendars: typed as 'DD/MM/YYYY to DD/MM/YYYY' or chosen in a
 * popup, committed as [start, end] ISO dates once complete.
 */
export default function DateRangePicker(props: DateRangePickerProps) {
  const { label, parameter, format, onChange } = props;
  const minDate = useMemo(() => parseStoredDate(props.minDate), [props.minDate]);
  const maxDate = useMemo(() => parseStoredDate(props.maxDate), [props.maxDate]);
  const limits = { min: minDate, max: maxDate, unit: "day" as const };
  const [value, setValue] = useBoundParameter<unknown>(parameter, null);
  const callbackApi = useCallbackApi();
  const committed = toStoredRange(parseStoredRange(value));
  const [shownValue, setShownValue] = useState<unknown>(value);
  const [text, setText] = useState(() => formatDateRange(parseStoredRange(value), format));
  const [draft, setDraft] = useState<DateRange>(() => parseStoredRange(value));
  const [problem, setProblem] = useState<string | null>(null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const fieldRef = useRef<HTMLDivElement>(null);
  const startHeadingId = useId();
  const endHeadingId = useId();

  if (!Object.is(shownValue, value)) {
    const range = parseStoredRange(value);
    setShownValue(value);
    setText(formatDateRange(range, format));
    setDraft(range);
    setProblem(null);
  }

  const commit = (range: DateRange) => {
    const next = toStoredRange(range);
    setText(formatDateRange(range, format));
    setDraft(range);
    setProblem(null);
    if (sameStoredRange(next, committed)) return;
    setShownValue(next);
    setValue(next);
    callSafely(onChange, "onChange", next, committed, callbackApi());
  };

  const commitText = () => {
    const parsed = parseDateRangeText(text, format);
    if (parsed.status === "empty") return commit(emptyRange);
    if (parsed.status === "unreadable") return setProblem(unreadableRangeMessage(format));
    if (parsed.status === "reversed") return setProblem(reversedRangeMessage);
    const outside = dateProblem(parsed.start, limits, format) ?? dateProblem(parsed.end, limits, format);
    if (outside !== null) return setProblem(outside);
    commit({ start: parsed.start, end: parsed.end });
  };

  const close = (range: DateRange) => {
    setAnchor(null);
    const complete = range.start !== null && range.end !== null;
    const empty = range.start === null && range.end === null;
    if (complete || empty) commit(range);
    else setDraft(parseStoredRange(value));
  };

  const chooseStart = (start: Dayjs | null) => {
    const end = draft.end !== null && start !== null && draft.end.isBefore(start, "day") ? null : draft.end;
    setDraft({ start, end });
  };

  const chooseEnd = (end: Dayjs | null, selection: string | undefined) => {
    const range = { start: draft.start, end };
    setDraft(range);
    // Picking the end day completes the range.
    if (selection === "finish" && range.start !== null && end !== null) close(range);
  };

  const summary =
    draft.start === null
      ? "Choose a start date."
      : draft.end === null
        ? "Choose an end date."
        : formatDateRange(draft, format);

  return (
    <PickerLocalization>
      <TextField
        ref={fieldRef}
        className="sf-date-range-picker"
        label={label}
        value={text}
        placeholder={`${format} to ${format}`}
        onChange={(event) => {
          setText(event.target.value);
          setProblem(null);
        }}
        onBlur={commitText}
        onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
          if (event.key === "Enter") commitText();
        }}
        error={props.error || problem !== null}
        helperText={problem ?? props.helperText}
        disabled={props.disabled}
        fullWidth={props.fullWidth}
        margin="dense"
        sx={props.fullWidth ? undefined : { minWidth: 280 }}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  aria-label="Choose dates"
                  aria-haspopup="dialog"
                  aria-expanded={open}
                  disabled={props.disabled}
                  onClick={() => {
                    setDraft(parseStoredRange(value));
                    setAnchor(fieldRef.current);
                  }}
                >
                  <DateRangeIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={() => close(draft)}
        anchorOrigin={{ vertical: "bottom", horizontal: "left" }}
        slotProps={{ paper: { role: "dialog", "aria-label": label, sx: { p: 2, maxWidth: "calc(100vw - 32px)" } } }}
      >
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2 }}>
          <Box role="group" aria-labelledby={startHeadingId}>
            <Typography id={startHeadingId} variant="subtitle2" component="h3" sx={{ px: 2, m: 0 }}>
              Start date
            </Typography>
            <DateCalendar
              value={draft.start}
              onChange={(start) => chooseStart(start)}
              minDate={minDate ?? undefined}
              maxDate={maxDate ?? undefined}
            />
          </Box>
          <Box role="group" aria-labelledby={endHeadingId}>
            <Typography id={endHeadingId} variant="subtitle2" component="h3" sx={{ px: 2, m: 0 }}>
              End date
            </Typography>
            <DateCalendar
              value={draft.end}
              onChange={(end, selection) => chooseEnd(end, selection)}
              referenceDate={draft.start ?? undefined}
              minDate={tighterBound(draft.start, minDate, "later") ?? undefined}
              maxDate={maxDate ?? undefined}
            />
          </Box>
        </Box>
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, px: 2, pt: 1 }}>
          <Typography variant="body2" aria-live="polite" sx={{ flexGrow: 1 }}>
            {summary}
          </Typography>
          <Button onClick={() => setDraft(emptyRange)}>Clear</Button>
          <Button variant="contained" onClick={() => close(draft)}>
            Done
          </Button>
        </Box>
      </Popover>
    </PickerLocalization>
  );
}
