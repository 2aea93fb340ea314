/**
 * How many of a group's avatars to show, and the count the '+n' place shows. Within `max`
 * places every avatar shows; past it, `max - 1` avatars do and the '+n' place counts the rest,
 * including those the group was not given (`total` above the avatars given).
 */
export function visibleAvatars(given: number, max: number, total = given): { shown: number; surplus: number } {
  const count = Math.max(total, given);
  const places = count <= max ? max : max - 1;
  const shown = Math.min(given, places);
  return { shown, surplus: count - shown };
}
