import { encodeParameters, type ParameterValue } from "@storyframe/core";

/** The query the Schedules page reads to start a new schedule from the viewer: the storyline and its values. */
export const NEW_SCHEDULE_QUERY_FLAG = "schedule";

/**
 * The Schedules page's address that starts a new schedule of `storylineId` with the viewer's values. Kept apart
 * from the schedule form so the viewer's button does not carry the form's code.
 */
export function newScheduleAddress(storylineId: string, values: Record<string, ParameterValue>): string {
  const query = encodeParameters(values);
  query.set(NEW_SCHEDULE_QUERY_FLAG, storylineId);
  return `/schedules?${query.toString()}`;
}
