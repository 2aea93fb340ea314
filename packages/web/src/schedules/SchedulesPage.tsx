import AddIcon from "@mui/icons-material/Add";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { TAGS } from "@storyframe/core";
import { useMemo } from "react";
import { useLocation, useNavigate } from "react-router";
import { useSession } from "../auth/useSession";
import { usePageHeader } from "../shell/pageHeader";
import { SchedulesView } from "./SchedulesView";
import { newScheduleFromSearch } from "./scheduleForm";

const SCHEDULES_TITLE = "Schedules";

/**
 * `/schedules`, from the user menu: the user's scheduled deliveries of storylines by e-mail. Opened with
 * `?schedule=<storyline>` and parameter values (from the viewer), it starts a new schedule with them.
 */
export function SchedulesPage() {
  usePageHeader({ title: SCHEDULES_TITLE });
  const session = useSession();
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const canManage = session?.effectiveTags.includes(TAGS.schedulesManage) ?? false;
  const start = useMemo(() => (canManage ? newScheduleFromSearch(search) : null), [canManage, search]);

  return (
    <Box sx={{ maxWidth: 1200, mx: "auto" }}>
      <Typography variant="h1">{SCHEDULES_TITLE}</Typography>
      <Typography sx={{ color: "text.secondary", mt: 1, mb: 3, maxWidth: 760 }}>
        Send a storyline by e-mail on a schedule, with the parameter values you choose, as a PDF or a link. Deliveries
        are made with your access: recipients must be users of this tenant who may read the storyline.
      </Typography>
      <SchedulesView
        scope="own"
        title="Your schedules"
        canManage={canManage}
        emptyTitle="No schedules yet"
        emptyText={
          canManage
            ? "Schedule a storyline to have it sent to you or your colleagues every morning, week or month."
            : "You may not schedule deliveries: an administrator can give you the schedules::manage tag."
        }
        createAction={
          canManage
            ? (open) => (
                <Button variant="contained" startIcon={<AddIcon />} onClick={open}>
                  New schedule
                </Button>
              )
            : undefined
        }
        start={start}
        onStartHandled={() => {
          if (start) navigate(pathname, { replace: true });
        }}
      />
    </Box>
  );
}
