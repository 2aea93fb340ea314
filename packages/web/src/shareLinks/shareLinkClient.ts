import {
  type CreatedShareLink,
  createdShareLinkSchema,
  SHARE_LINK_PATHS,
  type ShareGrantView,
  type ShareLink,
  type ShareLinkCreate,
  shareGrantSchema,
  shareLinkListSchema,
} from "@storyframe/core";
import { BadRequestError } from "../api/adminClient";
import { ApiError } from "../api/apiError";
import { fetchJson } from "../api/fetchJson";

/**
 * The client of share links (decision 078). Answers are checked against core's schemas (time stamps stay ISO
 * text); 400 answers reject with `BadRequestError`.
 */
export class ShareLinkClient {
  private readonly base: string;

  constructor(coreApiUrl = "") {
    this.base = coreApiUrl.replace(/\/+$/, "");
  }

  async list(storyline: string, signal?: AbortSignal): Promise<ShareLink[]> {
    const query = new URLSearchParams({ storyline });
    return shareLinkListSchema.parse(await this.call(`${SHARE_LINK_PATHS.links}?${query}`, { signal }));
  }

  async create(body: ShareLinkCreate): Promise<CreatedShareLink> {
    return createdShareLinkSchema.parse(await this.call(SHARE_LINK_PATHS.links, { method: "POST", body }));
  }

  async revoke(linkId: string): Promise<void> {
    await this.call(`${SHARE_LINK_PATHS.links}/${encodeURIComponent(linkId)}`, { method: "DELETE" });
  }

  /** For the shared page, sent with the link as its bearer: what the link opens (one use). */
  async current(signal?: AbortSignal): Promise<ShareGrantView> {
    return shareGrantSchema.parse(await this.call(SHARE_LINK_PATHS.current, { signal, retries: 0 }));
  }

  private async call(
    path: string,
    options: { method?: "POST" | "DELETE"; body?: unknown; signal?: AbortSignal | undefined; retries?: number } = {},
  ): Promise<unknown> {
    const { method, body, signal, retries } = options;
    try {
      return await fetchJson(`${this.base}${path}`, {
        reviveDates: false,
        // A creation is not repeated on a failed answer: it could make a second link.
        ...(method ? { method, retries: 0 } : {}),
        ...(retries !== undefined ? { retries } : {}),
        ...(signal ? { signal } : {}),
        ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { "Content-Type": "application/json" } }),
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) throw new BadRequestError(error);
      throw error;
    }
  }
}
