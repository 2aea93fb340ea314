import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { TAGS } from "@storyframe/core";
import { useSession } from "../auth/useSession";
import { SchedulesView } from "./SchedulesView";

/** `/admin/schedules`: every scheduled delivery of the tenant, to follow failures, pause or delete them. */
export function TenantSchedulesPage() {
  const session = useSession();
  return (
    <Box>
      <Typography sx={{ color: "text.secondary", mb: 2.5, maxWidth: 760 }}>
        Every scheduled delivery of this tenant, whoever made it. You can send, pause, resume or delete any of them;
        only their owners can edit them.
      </Typography>
      <SchedulesView
        scope="tenant"
        title="All schedules"
        canManage={session?.effectiveTags.includes(TAGS.schedulesManage) ?? false}
        emptyTitle="No schedules in this tenant"
        emptyText="Users with the schedules::manage tag can schedule storylines from the Schedules page of their menu."
      />
    </Box>
  );
}
