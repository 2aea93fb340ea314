import { MENU_REQUEST_RETRIES, MENU_REQUEST_TIMEOUT_MS, type MenuItem, menuItemSchema } from "@storyframe/core";
import { z } from "zod";
import { fetchContent } from "../../api/contentApi";

export const menuItemsQueryKey = (branch: string) => ["menuItems", branch] as const;

/** The server answered, but not with menu items the SPA understands. */
class MalformedMenuError extends Error {
  constructor(cause: unknown) {
    super("The menu items received from the server are not in the expected format.", { cause });
    this.name = "MalformedMenuError";
  }
}

const menuItemsSchema = z.array(menuItemSchema);

/**
 * `GET api/web/v1/menu-items` on `branch` (retried twice, 15 s timeout). The server has already left out the
 * items whose required tags the user lacks.
 */
export async function loadMenuItems(branch: string, signal?: AbortSignal): Promise<MenuItem[]> {
  const body = await fetchContent("menu-items", {
    branch,
    retries: MENU_REQUEST_RETRIES,
    timeout: MENU_REQUEST_TIMEOUT_MS,
    ...(signal ? { signal } : {}),
  });
  const parsed = menuItemsSchema.safeParse(body);
  if (!parsed.success) throw new MalformedMenuError(parsed.error);
  return parsed.data;
}
