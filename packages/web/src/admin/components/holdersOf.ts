import type { AdminClient } from "../../api/adminClient";
import type { Holders } from "./ConfirmDeleteDialog";

/** How many users a delete confirmation names; the rest are counted. */
const NAMED_HOLDERS = 10;

/** The users who hold a role or group (directly), by name, for its delete confirmation. */
export async function holdersOf(
  client: AdminClient,
  filter: { Role: string } | { Group: string },
  signal: AbortSignal,
): Promise<Holders> {
  const page = await client.getUsersPage({ ...filter, orderBy: "name", limit: NAMED_HOLDERS }, signal);
  return { total: page.total, users: page.items.map(({ id, name }) => ({ id, name })) };
}
