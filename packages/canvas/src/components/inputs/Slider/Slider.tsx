import Box from "@mui/material/Box";
import MuiSlider from "@mui/material/Slider";
import Typography from "@mui/material/Typography";
import { DATASOURCE_REFRESH_DEBOUNCE_MS } from "@storyframe/core";
import { type SyntheticEvent, useId, useState } from "react";
import { useBoundParameter } from "../../../runtime/useBoundParameter";
import { useCallbackApi } from "../../shared/callbackApi";
import { callSafely } from "../../shared/safeCallback";
import { useDebouncedCommit } from "../../shared/useDebouncedCommit";
import type { SliderProps } from "./Slider.meta";
import { formatSliderNumber, formatSliderValue, type SliderValue, sameSliderValue, toSliderValue } from "./sliderValue";

const VERTICAL_HEIGHT_PX = 200;

const asSliderValue = (value: number | number[]): SliderValue =>
  Array.isArray(value) ? [value[0] ?? 0, value[1] ?? 0] : value;

/**
 * A slider bound to a parameter: a number, or [from, to] with two thumbs. While a thumb is dragged only the
 * slider moves; the value is stored at once when it is let go. Keyboard steps are typing: each shows at once and
 * the value is stored when the keys pause, or when the slider is left.
 */
export default function Slider(props: SliderProps) {
  const { label, parameter, min, max, step, marks, range, orientation, unit, valueLabelDisplay, disabled } = props;
  const [stored, setStored] = useBoundParameter<unknown>(parameter, range ? [min, max] : min);
  const callbackApi = useCallbackApi();
  const [dragged, setDragged] = useState<SliderValue | null>(null);
  const labelId = useId();
  const value = toSliderValue(stored, { min, max, range });
  const shown = dragged ?? value;
  const name = label ?? parameter ?? "Value";

  const commit = (next: SliderValue) => {
    setDragged(null);
    if (sameSliderValue(next, value)) return;
    setStored(next);
    callSafely(props.onChange, "Slider onChange", next, value, callbackApi());
  };
  const keyedSteps = useDebouncedCommit(commit, DATASOURCE_REFRESH_DEBOUNCE_MS);
  const settle = (event: Event | SyntheticEvent, next: SliderValue) => {
    if (event.type === "keydown") {
      setDragged(next);
      keyedSteps.schedule(next);
      return;
    }
    keyedSteps.cancel();
    commit(next);
  };

  const vertical = orientation === "vertical";
  return (
    <Box
      className="sf-slider"
      onBlur={keyedSteps.flush}
      sx={{
        display: "flex",
        flexDirection: "column",
        alignItems: "stretch",
        width: vertical ? "fit-content" : "100%",
        px: vertical ? 0 : 1,
      }}
    >
      {label !== undefined && (
        <Box
          sx={{
            display: "flex",
            justifyContent: "space-between",
            alignItems: "baseline",
            gap: 2,
            mx: vertical ? 0 : -1,
          }}
        >
          <Typography id={labelId} component="span" variant="body2" sx={{ fontWeight: 500 }}>
            {label}
          </Typography>
          {!vertical && (
            <Typography
              component="span"
              variant="body2"
              className="sf-slider-value"
              aria-hidden="true"
              sx={{ color: "text.secondary", fontVariantNumeric: "tabular-nums" }}
            >
              {formatSliderValue(shown, unit)}
            </Typography>
          )}
        </Box>
      )}
      <MuiSlider
        value={shown}
        min={min}
        max={max}
        step={step}
        marks={marks}
        orientation={orientation}
        disabled={disabled}
        valueLabelDisplay={valueLabelDisplay}
        valueLabelFormat={(number) => formatSliderNumber(number, unit)}
        getAriaValueText={(number) => formatSliderNumber(number, unit)}
        {...(range
          ? { getAriaLabel: (index: number) => `${name}, ${index === 0 ? "from" : "to"}` }
          : label === undefined
            ? { "aria-label": name }
            : { "aria-labelledby": labelId })}
        onChange={(_event, next) => setDragged(asSliderValue(next))}
        onChangeCommitted={(event, next) => settle(event, asSliderValue(next))}
        // A vertical slider's value bubble opens to its left: leave it room.
        sx={vertical ? { height: VERTICAL_HEIGHT_PX, mt: 2, mb: 1, ml: 7 } : { mt: 0.5 }}
      />
    </Box>
  );
}
