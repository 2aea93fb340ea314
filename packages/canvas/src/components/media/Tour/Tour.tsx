import ExploreOutlined from "@mui/icons-material/ExploreOutlined";
import Button from "@mui/material/Button";
import { useTheme } from "@mui/material/styles";
import { useEffect, useMemo, useState } from "react";
import { EVENTS, type EventData, Joyride, STATUS, type Step } from "react-joyride";
import { useCallbackApi } from "../../shared/callbackApi";
import { callSafely } from "../../shared/safeCallback";
import { TOUR_Z_INDEX, type TourProps, type TourStep } from "./Tour.meta";
import { TourStepContent } from "./TourStepContent";
import { isTourCompleted, markTourCompleted } from "./tourCompletion";

type TourOutcome = "finished" | "skipped";

function toJoyrideStep(step: TourStep, index: number): Step {
  return {
    id: `step-${index + 1}`,
    title: step.title,
    content: <TourStepContent html={step.content} />,
    target: step.target,
    placement: step.placement,
    skipBeacon: step.disableBeacon,
  };
}

/** A guided tour over the page's elements; with runOnce, a completed tour renders nothing. */
export default function Tour({ id, steps, autoRun, delayMs, runOnce, startLabel, onEnd }: TourProps) {
  const theme = useTheme();
  const callbackApi = useCallbackApi();
  const [completed, setCompleted] = useState(() => runOnce && isTourCompleted(id));
  const [run, setRun] = useState(false);
  const joyrideSteps = useMemo(() => steps.map(toJoyrideStep), [steps]);

  useEffect(() => {
    if (!autoRun || completed) return;
    const timer = setTimeout(() => setRun(true), delayMs);
    return () => clearTimeout(timer);
  }, [autoRun, completed, delayMs]);

  const handleEvent = (data: EventData) => {
    if (data.type !== EVENTS.TOUR_END) return;
    setRun(false);
    const outcome: TourOutcome = data.status === STATUS.SKIPPED ? "skipped" : "finished";
    if (runOnce) {
      markTourCompleted(id);
      setCompleted(true);
    }
    callSafely(onEnd, "Tour onEnd", outcome, callbackApi());
  };

  if (completed) return null;
  return (
    <>
      {!autoRun && (
        <Button
          variant="outlined"
          size="small"
          startIcon={<ExploreOutlined />}
          onClick={() => setRun(true)}
          disabled={run}
          className="sf-tour-start"
        >
          {startLabel}
        </Button>
      )}
      <Joyride
        run={run}
        steps={joyrideSteps}
        continuous
        onEvent={handleEvent}
        locale={{ back: "Back", close: "Close", last: "Done", next: "Next", skip: "Skip tour" }}
        options={{
          zIndex: TOUR_Z_INDEX,
          primaryColor: theme.palette.primary.main,
          textColor: theme.palette.text.primary,
          showProgress: true,
          buttons: ["back", "close", "primary", "skip"],
          // The close button ends the tour rather than moving on to the next step.
          closeButtonAction: "skip",
        }}
      />
    </>
  );
}
