import ScheduleSendIcon from "@mui/icons-material/ScheduleSend";
import IconButton from "@mui/material/IconButton";
import type { ParameterValue } from "@storyframe/core";
import { useNavigate } from "react-router";
import { DelayedHint } from "../shell/DelayedHint";
import { newScheduleAddress } from "./newScheduleAddress";

/**
 * The viewer's "Schedule delivery" action, for users with schedules::manage: opens the Schedules page with a new
 * schedule of this storyline and the values the viewer shows now.
 */
export function ScheduleButton({
  storylineId,
  currentValues,
}: {
  storylineId: string;
  currentValues: () => Record<string, unknown>;
}) {
  const navigate = useNavigate();
  const open = () => navigate(newScheduleAddress(storylineId, currentValues() as Record<string, ParameterValue>));
  return (
    <DelayedHint title="Schedule delivery by e-mail">
      <IconButton color="inherit" aria-label="Schedule delivery by e-mail" onClick={open}>
        <ScheduleSendIcon />
      </IconButton>
    </DelayedHint>
  );
}
